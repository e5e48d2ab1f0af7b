'use client';

import { Button, FileInput, Group, Image, Modal } from '@mantine/core';
import {
  CATALOG_STATUSES,
  PROMO_POSITIONS,
  categoryInputSchema,
  promoInputSchema,
  couponInputSchema,
  tokenPackageInputSchema,
  type AdminCoupon,
  type AdminTokenPackage,
  type Banner,
  type Category,
} from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '@/lib/api/api-context';
import { appApi } from '@/lib/api/rtk';
import type { UploadFieldValue } from '@/lib/api/upload';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { useAppDispatch } from '@/lib/store/hooks';
import { NumberField, SegmentedField, TextareaField, TextField } from '@/lib/forms/fields';
import { useAppForm, type AppFormApi } from '@/lib/forms/use-app-form';
import {
  useSaveCategoryMutation,
  useSaveCouponMutation,
  useSavePackageMutation,
  useSavePromoMutation,
} from './catalog.api';

interface ModalProps<T> {
  /** The record being edited; null to create one. */
  editing: T | null;
  onClose: () => void;
}

/** What every catalog record has: a description, its place in the list and whether it is shown. */
interface Common {
  description: string;
  ordering: number;
  status: 'active' | 'inactive';
}

/**
 * The catalog editors' one modal: the form (validated by the record's shared schema, saved through
 * `save`, closed on success), the record's own fields, then description, order (withCommon) and status, and the buttons.
 */
export function CatalogEditor<V extends Record<string, unknown>>({
  title,
  testId,
  schema,
  defaultValues,
  save,
  onClose,
  texts,
  children,
  withCommon = true,
  statuses = CATALOG_STATUSES,
}: {
  /** The status choices (labels under admin.catalog.status); null: the record has no status. */
  statuses?: readonly string[] | null;
  title: string;
  /** The record's own text fields, first one focused. */
  texts: { name: string; label: string; maxLength: number; description?: string; required?: boolean; type?: string }[];
  /** Description and order fields (coupons have neither); status is always there. */
  withCommon?: boolean;
  testId: string;
  schema: z.ZodType<V>;
  defaultValues: V;
  save: (body: V) => Promise<unknown>;
  onClose: () => void;
  children?: (form: AppFormApi<V, V>) => ReactNode;
}) {
  const t = useTranslations('admin.catalog');
  const tc = useTranslations('common');
  const form = useAppForm<V, V>({
    schema,
    defaultValues: defaultValues as DefaultValues<V>,
    successMessage: t('saved'),
    onSubmit: async (body) => {
      await save(body);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={title} centered radius="lg">
      <AppForm form={form} label={title} data-testid={testId}>
        {texts.map(({ required, ...field }, i) => (
          <TextField<Record<string, string>>
            key={field.name}
            {...field}
            withAsterisk={required}
            data-autofocus={i === 0 || undefined}
          />
        ))}
        {children?.(form)}
        {withCommon && (
          <>
            <TextareaField<Common>
              name="description"
              label={t('fields.description')}
              autosize
              minRows={2}
              maxLength={1000}
            />
            <NumberField<Common> name="ordering" label={t('fields.ordering')} min={0} allowDecimal={false} />
          </>
        )}
        {statuses && (
          <SegmentedField<Common>
            name="status"
            label={t('fields.status')}
            data={statuses.map((value) => ({ value, label: t(`status.${value}` as never) }))}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <SubmitButton radius="xl" data-testid={`${testId}-submit`}>
            {t('save')}
          </SubmitButton>
        </Group>
      </AppForm>
    </Modal>
  );
}

const common = (editing: Partial<Common> | null): Common => ({
  description: editing?.description ?? '',
  ordering: editing?.ordering ?? 0,
  status: editing?.status === 'inactive' ? 'inactive' : 'active',
});

/** Creates or edits a creator category: name, slug (unique), description, order, status. */
export function CategoryFormModal({ editing, onClose }: ModalProps<Category>) {
  const t = useTranslations('admin.catalog');
  const [save] = useSaveCategoryMutation();
  return (
    <CatalogEditor
      title={editing ? t('categories.edit') : t('categories.new')}
      testId="category-form"
      schema={categoryInputSchema as never}
      defaultValues={{ name: editing?.name ?? '', slug: editing?.slug ?? '', ...common(editing as never) }}
      save={(body) => save({ id: editing?._id, body }).unwrap()}
      onClose={onClose}
      texts={[
        { name: 'name', label: t('fields.name'), maxLength: 100, required: true },
        { name: 'slug', label: t('fields.slug'), description: t('fields.slugHint'), maxLength: 100, required: true },
      ]}
    />
  );
}

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Creates or edits a site promo: title, link, position, description, order, status; a new one may
 * come with its picture (POST /admin/banner, multipart), an edited one shows its own.
 */
export function PromoFormModal({ editing, onClose }: ModalProps<Banner>) {
  const t = useTranslations('admin.catalog');
  const [saveJson] = useSavePromoMutation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [picture, setPicture] = useState<File | null>(null);
  const save = async (body: Record<string, unknown>) => {
    if (editing || !picture) return saveJson({ id: editing?._id, body: body as never }).unwrap();
    const fields = body as Record<string, UploadFieldValue>;
    const created = await api.upload('/admin/banner', { fields, files: { banner: picture } });
    dispatch(appApi.util.invalidateTags(['AdminCatalog', 'AdminAudit']));
    return created;
  };
  return (
    <CatalogEditor
      title={editing ? t('promos.edit') : t('promos.new')}
      testId="promo-form"
      schema={promoInputSchema as never}
      defaultValues={{
        title: editing?.title ?? '',
        link: editing?.link ?? '',
        position: (editing?.position ?? 'top') as (typeof PROMO_POSITIONS)[number],
        ...common(editing as never),
      }}
      save={save}
      onClose={onClose}
      texts={[
        { name: 'title', label: t('fields.title'), maxLength: 200, required: true },
        { name: 'link', label: t('fields.link'), description: t('fields.linkHint'), maxLength: 500 },
      ]}
    >
      {({ control }) => (
        <>
          <SegmentedField
            control={control}
            name="position"
            label={t('fields.position')}
            data={PROMO_POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) }))}
          />
          {editing ? (
            editing.photo && <Image src={editing.photo.url} alt={editing.title} h={80} w="auto" fit="contain" />
          ) : (
            <FileInput
              label={t('fields.picture')}
              description={t('fields.pictureHint')}
              accept={PICTURE_TYPES}
              value={picture}
              onChange={setPicture}
              clearable
              data-testid="promo-picture"
            />
          )}
        </>
      )}
    </CatalogEditor>
  );
}

/** Creates or edits a coupon: code, fraction off, last day, most uses in all, status (inactive: fans can no longer apply it). */
export function CouponFormModal({ editing, onClose }: ModalProps<AdminCoupon>) {
  const t = useTranslations('admin.catalog');
  const [save] = useSaveCouponMutation();
  return (
    <CatalogEditor
      title={editing ? t('coupons.edit') : t('coupons.new')}
      testId="coupon-form"
      schema={couponInputSchema as never}
      withCommon={false}
      defaultValues={{
        code: editing?.code ?? '',
        value: editing?.value ?? 0.1,
        expiredDate: editing?.expiredDate ?? '',
        maxUses: editing?.maxUses ?? '',
        status: editing?.status ?? 'active',
      }}
      save={(body) => save({ id: editing?._id, body: body as never }).unwrap()}
      onClose={onClose}
      texts={[
        { name: 'code', label: t('fields.code'), description: t('fields.codeHint'), maxLength: 40, required: true },
        { name: 'expiredDate', label: t('fields.expiredDate'), maxLength: 10, type: 'date' },
      ]}
    >
      {() => (
        <>
          <NumberField<{ value: number }>
            name="value"
            label={t('fields.value')}
            description={t('fields.valueHint')}
            min={0.0001}
            max={1}
            step={0.05}
            decimalScale={4}
            withAsterisk
          />
          <NumberField<{ maxUses: number }>
            name="maxUses"
            label={t('fields.maxUses')}
            description={t('fields.maxUsesHint')}
            min={1}
            allowDecimal={false}
          />
        </>
      )}
    </CatalogEditor>
  );
}

/** Creates or edits a token package: name, price, tokens it gives, description, order, status. */
export function PackageFormModal({ editing, onClose }: ModalProps<AdminTokenPackage>) {
  const t = useTranslations('admin.catalog');
  const [save] = useSavePackageMutation();
  return (
    <CatalogEditor
      title={editing ? t('packages.edit') : t('packages.new')}
      testId="package-form"
      schema={tokenPackageInputSchema as never}
      defaultValues={{
        name: editing?.name ?? '',
        price: editing?.price ?? 10,
        tokens: editing?.tokens ?? 10,
        ...common(editing),
      }}
      save={(body) => save({ id: editing?._id, body: body as never }).unwrap()}
      onClose={onClose}
      texts={[{ name: 'name', label: t('fields.name'), maxLength: 100, required: true }]}
    >
      {() => (
        <>
          {(['price', 'tokens'] as const).map((name) => (
            <NumberField<{ price: number; tokens: number }>
              key={name}
              name={name}
              label={t(`fields.${name}`)}
              min={0.01}
              decimalScale={2}
              withAsterisk
            />
          ))}
        </>
      )}
    </CatalogEditor>
  );
}
