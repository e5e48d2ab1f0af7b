'use client';

import type { TextareaProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { TextareaField } from '@/lib/forms/text-fields';

/**
 * A creator's bio (the form's `bio`, bound through the form context), labelled "Bio": it grows with
 * its text from three rows up to `maxRows`.
 */
export function BioField({ maxRows, ...props }: Pick<TextareaProps, 'description' | 'mt'> & { maxRows: number }) {
  const t = useTranslations('account.fields');
  return <TextareaField name="bio" label={t('bio')} autosize minRows={3} maxRows={maxRows} {...props} />;
}
