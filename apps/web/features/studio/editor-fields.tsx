'use client';

import { SegmentedControl } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextareaField, TextField } from '@/lib/forms/text-fields';

export const STATUS_VALUES = ['active', 'inactive', 'draft'] as const;

/** Published, hidden or draft: one row of choices named "Status". */
export function StatusField<Values extends FieldValues, Output = Values>({
  control,
  name = 'status' as FieldPath<Values>,
}: {
  control?: Control<Values, unknown, Output>;
  name?: FieldPath<Values>;
}) {
  const t = useTranslations('studio.status');
  const { field } = useController({ control, name });
  return (
    <SegmentedControl
      radius="xl"
      aria-label={t('label')}
      value={field.value as string}
      onChange={field.onChange}
      data={STATUS_VALUES.map((value) => ({ value, label: t(value) }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}

/**
 * The title (or a product's name) and the description of an item. `compact` is the reel's smaller
 * form: a shorter description and no required mark on the title.
 */
export function AboutFields<Values extends FieldValues, Output = Values>({
  control,
  titleName = 'title' as FieldPath<Values>,
  titleLabel,
  titleTestId,
  descriptionName = 'description' as FieldPath<Values>,
  compact = false,
}: {
  control?: Control<Values, unknown, Output>;
  titleName?: FieldPath<Values>;
  titleLabel?: string;
  titleTestId: string;
  descriptionName?: FieldPath<Values>;
  compact?: boolean;
}) {
  const t = useTranslations('studio.about');
  return (
    <>
      <TextField
        control={control}
        name={titleName}
        label={titleLabel ?? t('title')}
        maxLength={200}
        withAsterisk={!compact}
        data-testid={titleTestId}
      />
      <TextareaField
        control={control}
        name={descriptionName}
        label={t('description')}
        autosize
        minRows={compact ? 2 : 3}
        maxRows={compact ? 5 : 10}
        maxLength={compact ? 2000 : 5000}
      />
    </>
  );
}
