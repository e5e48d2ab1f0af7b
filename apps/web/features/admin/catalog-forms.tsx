'use client';

import { FileInput, Image, Modal } from '@mantine/core';
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
import { useState } from 'react';
import type { z } from 'zod';
import { useApi } from '@/lib/api/api-context';
import { appApi } from '@/lib/api/rtk';
import type { UploadFieldValue } from '@/lib/api/upload';
import { AppForm, CancelAndSubmit } from '@/lib/forms/app-form';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAppForm } from '@/lib/forms/use-app-form';
import { CatalogFields } from './catalog-field-inputs';
import { COMMON_FIELDS, catalogValues, type CatalogField } from './catalog-field-table';
import type { TableKind } from './catalog-view';
import {
  useSaveCategoryMutation,
  useSaveCouponMutation,
  useSavePackageMutation,
  useSavePromoMutation,
} from './catalog.api';

/** The editors' props: the record being edited (null to create one), and what closes the editor. */
interface ModalProps<T> {
  editing: T | null;
  onClose: () => void;
}

/** A kind of record's editor: its texts (under admin.catalog.<kind>), test id, schema and fields. */
interface EditorSpec {
  kind: TableKind;
  testId: string;
  schema: z.ZodType;
  /** The record's fields in their order; the status comes last. */
  fields: readonly CatalogField[];
  /** The status choices (labels under admin.catalog.status); null: the record has no status. */
  statuses?: readonly [string, ...string[]] | null;
}

/**
 * The catalog editors' one modal: the form (validated by the record's shared schema, saved through
 * `save`, closed on success), the record's fields from its table, then status, and the buttons.
 */
export function CatalogEditor({
  kind,
  testId,
  schema,
  fields,
  statuses = CATALOG_STATUSES,
  editing,
  save,
  onClose,
}: EditorSpec & ModalProps<{ status?: string }> & { save: (body: Record<string, unknown>) => Promise<unknown> }) {
  const t = useTranslations('admin.catalog');
  const tc = useTranslations('common');
  // A status the choices lack (none yet) shows as the first choice.
  const status = statuses?.find((value) => value === editing?.status) ?? statuses?.[0];
  const form = useAppForm<Record<string, unknown>>({
    schema: schema as z.ZodType<Record<string, unknown>>,
    defaultValues: { ...catalogValues(fields, editing), ...(statuses && { status }) },
    successMessage: t('saved'),
    onSubmit: async (body) => {
      await save(body);
      onClose();
    },
  });
  const title = editing ? t(`${kind}.edit`) : t(`${kind}.new`);
  const statusField: CatalogField[] = statuses
    ? [{ kind: 'choice', name: 'status', initial: statuses[0], options: statuses, labels: 'status' }]
    : [];
  return (
    <Modal opened onClose={onClose} title={title} centered radius="lg">
      <AppForm form={form} label={title} data-testid={testId}>
        <CatalogFields fields={[...fields, ...statusField]} />
        <CancelAndSubmit onCancel={onClose} cancelLabel={tc('cancel')} data-testid={`${testId}-submit`}>
          {t('save')}
        </CancelAndSubmit>
      </AppForm>
    </Modal>
  );
}

/** The save mutation of one kind of record (POST a new one, PUT one that has an id). */
type UseSave = () => readonly [(arg: { id?: string; body: never }) => { unwrap: () => Promise<unknown> }, ...unknown[]];

/** The editor of one kind of record, saved as JSON through its list's save mutation. */
export function catalogEditorFor<T extends { _id: string; status?: string }>({
  useSave,
  ...spec
}: EditorSpec & { useSave: UseSave }) {
  return function CatalogRecordEditor({ editing, onClose }: ModalProps<T>) {
    const [save] = useSave();
    const saveJson = (body: Record<string, unknown>) => save({ id: editing?._id, body: body as never }).unwrap();
    return <CatalogEditor {...spec} editing={editing} save={saveJson} onClose={onClose} />;
  };
}

/** Creates or edits a creator category: name, slug (unique), description, order, status. */
export const CategoryFormModal = catalogEditorFor<Category>({
  kind: 'categories',
  testId: 'category-form',
  schema: categoryInputSchema,
  useSave: useSaveCategoryMutation,
  fields: [
    { kind: 'text', name: 'name', initial: '', required: true, input: { maxLength: 100 } },
    { kind: 'text', name: 'slug', initial: '', hint: 'slugHint', required: true, input: { maxLength: 100 } },
    ...COMMON_FIELDS,
  ],
});

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
  const pictureField = editing ? (
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
  );
  return (
    <CatalogEditor
      kind="promos"
      testId="promo-form"
      schema={promoInputSchema}
      fields={[
        { kind: 'text', name: 'title', initial: '', required: true, input: { maxLength: 200 } },
        { kind: 'text', name: 'link', initial: '', hint: 'linkHint', input: { maxLength: 500 } },
        { kind: 'choice', name: 'position', initial: 'top', options: PROMO_POSITIONS, labels: 'positions' },
        { kind: 'node', name: 'picture', node: pictureField },
        ...COMMON_FIELDS,
      ]}
      editing={editing}
      save={save}
      onClose={onClose}
    />
  );
}

/** Creates or edits a coupon: code, fraction off, last day, most uses in all, status (inactive: fans can no longer apply it). */
export const CouponFormModal = catalogEditorFor<AdminCoupon>({
  kind: 'coupons',
  testId: 'coupon-form',
  schema: couponInputSchema,
  useSave: useSaveCouponMutation,
  fields: [
    { kind: 'text', name: 'code', initial: '', hint: 'codeHint', required: true, input: { maxLength: 40 } },
    { kind: 'text', name: 'expiredDate', initial: '', input: { maxLength: 10, type: 'date' } },
    {
      kind: 'number',
      name: 'value',
      initial: 0.1,
      hint: 'valueHint',
      required: true,
      input: { min: 0.0001, max: 1, step: 0.05, decimalScale: 4 },
    },
    { kind: 'number', name: 'maxUses', initial: '', hint: 'maxUsesHint', input: { min: 1, allowDecimal: false } },
  ],
});

/** Creates or edits a token package: name, price, tokens it gives, description, order, status. */
export const PackageFormModal = catalogEditorFor<AdminTokenPackage>({
  kind: 'packages',
  testId: 'package-form',
  schema: tokenPackageInputSchema,
  useSave: useSavePackageMutation,
  fields: [
    { kind: 'text', name: 'name', initial: '', required: true, input: { maxLength: 100 } },
    { kind: 'number', name: 'price', initial: 10, required: true, input: { min: 0.01, decimalScale: 2 } },
    { kind: 'number', name: 'tokens', initial: 10, required: true, input: { min: 0.01, decimalScale: 2 } },
    ...COMMON_FIELDS,
  ],
});
