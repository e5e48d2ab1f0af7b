'use client';

import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { FieldValues } from 'react-hook-form';
import { useBinding, type Bound } from './binding';

type Omitted = 'value' | 'onChange' | 'name' | 'error';
/** `control` is optional inside <AppForm>; the field's own error shows unless `error` is given. */
type SelectFieldProps<Props, V extends FieldValues, O> = Omit<Props, Omitted> & Bound<V, O> & { error?: string };

/** A Mantine Select bound to a string field of a react-hook-form form ('' when nothing is chosen). */
export function ControlledSelect<V extends FieldValues, O = V>({
  error,
  ...props
}: SelectFieldProps<SelectProps, V, O>) {
  const t = useTranslations('common');
  const { rest, field, common } = useBinding(props);
  const onChange = (value: string | null) => field.onChange(value ?? '');
  return (
    <Select
      clearable
      placeholder={t('choose')}
      {...rest}
      {...common}
      value={(field.value as string) || null}
      onChange={onChange}
      error={error ?? common.error}
    />
  );
}

/** A Mantine MultiSelect bound to a string-list field. */
export function ControlledMultiSelect<V extends FieldValues, O = V>({
  error,
  ...props
}: SelectFieldProps<MultiSelectProps, V, O>) {
  const { rest, field, common } = useBinding(props);
  const value = (field.value as string[] | undefined) ?? [];
  return <MultiSelect {...rest} {...common} value={value} onChange={field.onChange} error={error ?? common.error} />;
}
