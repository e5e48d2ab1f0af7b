'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldPath } from 'react-hook-form';
import { TextareaField, TextField } from '@/lib/forms/text-fields';

type TitledText = { title: string; description: string };

/**
 * A gallery's or a photo's title (focused when its dialog opens; a required mark and a placeholder
 * where the form gives them) and its description, which grows with its text up to `maxRows`.
 */
export function TitleAndDescriptionFields<V extends TitledText, O>({
  control,
  required,
  placeholder,
  maxRows,
}: {
  control: Control<V, unknown, O>;
  required?: boolean;
  placeholder?: string;
  maxRows: number;
}) {
  const t = useTranslations('studio.about');
  const name = (field: keyof TitledText) => field as FieldPath<V>;
  return (
    <>
      <TextField
        control={control}
        name={name('title')}
        label={t('title')}
        placeholder={placeholder}
        maxLength={200}
        withAsterisk={required}
        data-autofocus
      />
      <TextareaField
        control={control}
        name={name('description')}
        label={t('description')}
        autosize
        minRows={2}
        maxRows={maxRows}
        maxLength={2000}
      />
    </>
  );
}
