'use client';

import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBinding, type FieldProps } from './binding';

/** A number, or '' while the input is empty (the schema decides whether that is allowed). */
export function NumberField<V extends FieldValues, O = V>({
  afterChange,
  ...props
}: FieldProps<NumberInputProps, V, O> & { afterChange?: (value: number | string) => void }) {
  const { rest, field, common } = useBinding(props);
  const value = (field.value as number | string | undefined) ?? '';
  const onChange = (next: number | string) => {
    field.onChange(next);
    afterChange?.(next);
  };
  return <NumberInput {...rest} {...common} value={value} onChange={onChange} />;
}
