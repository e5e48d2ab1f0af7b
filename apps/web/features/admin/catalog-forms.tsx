'use client';

import { Button, Group, Modal } from '@mantine/core';
import {
  CATALOG_STATUSES,
  PROMO_POSITIONS,
  categoryInputSchema,
  promoInputSchema,
  type Banner,
  type Category,
} from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { NumberField, SegmentedField, TextareaField, TextField } from '@/lib/forms/fields';
import { useAppForm, type AppFormApi } from '@/lib/forms/use-app-form';
import { useSaveCategoryMutation, useSavePromoMutation } from './catalog.api';

interface ModalProps<T> {
  /** The record being edited; null to create one. */
  editing: T | null;
  onClose: () => void;
}

/** The modal, form and buttons both catalog editors share. */
function EditorModal<V extends Record<string, unknown>, O>({
  title,
  form,
  testId,
  onClose,
  children,
}: {
  title: string;
  form: AppFormApi<V, O>;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('admin.catalog');
  const tc = useTranslations('common');
  return (
    <Modal opened onClose={onClose} title={title} centered radius="lg">
      <AppForm form={form} label={title} data-testid={testId}>
        {children}
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

function useStatusChoice() {
  const t = useTranslations('admin.catalog');
  return CATALOG_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
}

/** Creates or edits a creator category: name, slug (unique), description, order, status. */
export function CategoryFormModal({ editing, onClose }: ModalProps<Category>) {
  const t = useTranslations('admin.catalog');
  const [save] = useSaveCategoryMutation();
  const statuses = useStatusChoice();
  const form = useAppForm({
    schema: categoryInputSchema,
    defaultValues: {
      name: editing?.name ?? '',
      slug: editing?.slug ?? '',
      description: editing?.description ?? '',
      ordering: editing?.ordering ?? 0,
      status: (editing?.status ?? 'active') as 'active' | 'inactive',
    },
    successMessage: t('saved'),
    onSubmit: async (body) => {
      await save({ id: editing?._id, body }).unwrap();
      onClose();
    },
  });
  const { control } = form;
  return (
    <EditorModal
      title={editing ? t('categories.edit') : t('categories.new')}
      form={form}
      testId="category-form"
      onClose={onClose}
    >
      <TextField control={control} name="name" label={t('fields.name')} maxLength={100} withAsterisk data-autofocus />
      <TextField
        control={control}
        name="slug"
        label={t('fields.slug')}
        description={t('fields.slugHint')}
        maxLength={100}
        withAsterisk
      />
      <TextareaField
        control={control}
        name="description"
        label={t('fields.description')}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <NumberField control={control} name="ordering" label={t('fields.ordering')} min={0} allowDecimal={false} />
      <SegmentedField control={control} name="status" label={t('fields.status')} data={statuses} />
    </EditorModal>
  );
}

/** Creates or edits a site promo: title, description, link, position, order, status. */
export function PromoFormModal({ editing, onClose }: ModalProps<Banner>) {
  const t = useTranslations('admin.catalog');
  const [save] = useSavePromoMutation();
  const statuses = useStatusChoice();
  const form = useAppForm({
    schema: promoInputSchema,
    defaultValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      link: editing?.link ?? '',
      position: (editing?.position ?? 'top') as (typeof PROMO_POSITIONS)[number],
      ordering: editing?.ordering ?? 0,
      status: (editing?.status ?? 'active') as 'active' | 'inactive',
    },
    successMessage: t('saved'),
    onSubmit: async (body) => {
      await save({ id: editing?._id, body }).unwrap();
      onClose();
    },
  });
  const { control } = form;
  return (
    <EditorModal title={editing ? t('promos.edit') : t('promos.new')} form={form} testId="promo-form" onClose={onClose}>
      <TextField control={control} name="title" label={t('fields.title')} maxLength={200} withAsterisk data-autofocus />
      <TextareaField
        control={control}
        name="description"
        label={t('fields.description')}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <TextField
        control={control}
        name="link"
        label={t('fields.link')}
        description={t('fields.linkHint')}
        maxLength={500}
      />
      <SegmentedField
        control={control}
        name="position"
        label={t('fields.position')}
        data={PROMO_POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) }))}
      />
      <NumberField control={control} name="ordering" label={t('fields.ordering')} min={0} allowDecimal={false} />
      <SegmentedField control={control} name="status" label={t('fields.status')} data={statuses} />
    </EditorModal>
  );
}
