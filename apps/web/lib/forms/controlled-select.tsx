'use client';

import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type SelectBase = Omit<SelectProps, 'value' | 'onChange' | 'name' | 'error'>;

/** A Mantine Select bound to a string field of a react-hook-form form ('' when nothing is chosen). */
export function ControlledSelect<Values extends FieldValues, Output = Values>({
  control,
  name,
  error,
  ...props
}: SelectBase & { control: Control<Values, unknown, Output>; name: FieldPath<Values>; error?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          clearable
          placeholder="Choose"
          {...props}
          value={(field.value as string) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}

type MultiBase = Omit<MultiSelectProps, 'value' | 'onChange' | 'name' | 'error'>;

/** A Mantine MultiSelect bound to a string-list field. */
export function ControlledMultiSelect<Values extends FieldValues, Output = Values>({
  control,
  name,
  error,
  ...props
}: MultiBase & { control: Control<Values, unknown, Output>; name: FieldPath<Values>; error?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          {...props}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
