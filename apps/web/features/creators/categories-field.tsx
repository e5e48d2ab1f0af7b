'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ControlledMultiSelect } from '@/lib/forms/controlled-select';
import { useCategoryItems } from './categories.api';

/** Where a creator picks their categories (sign-up and account forms): a `categoryIds` list. */
export function CategoriesField<Values extends FieldValues, Output = Values>({
  control,
  name,
  error,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  error?: string;
}) {
  const t = useTranslations('creators.categories');
  const items = useCategoryItems();
  return (
    <ControlledMultiSelect
      control={control}
      name={name}
      label={t('label')}
      description={t('description')}
      placeholder={t('placeholder')}
      nothingFoundMessage={t('none')}
      searchable
      data={items}
      maxValues={20}
      error={error}
      data-testid="categories-field"
    />
  );
}
