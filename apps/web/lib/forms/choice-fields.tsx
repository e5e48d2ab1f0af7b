'use client';

import { Radio, SegmentedControl, Stack, Text, type RadioGroupProps, type SegmentedControlProps } from '@mantine/core';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './binding';

/** A labelled segmented choice (status, visibility...) with an optional hint below. */
export function SegmentedField<V extends FieldValues, O = V>({
  name,
  control,
  label,
  description,
  ...props
}: FieldProps<SegmentedControlProps, V, O> & { label: string; description?: string }) {
  const { field } = useField({ name, control });
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        radius="xl"
        style={{ alignSelf: 'flex-start' }}
        {...props}
        aria-labelledby={id}
        value={field.value as string}
        onChange={field.onChange}
      />
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One of a few `options`, each a radio labelled with its value (a report's reason...). */
export function RadioField<V extends FieldValues, O = V>({
  name,
  control,
  options,
  ...props
}: FieldProps<Omit<RadioGroupProps, 'children'>, V, O> & { options: readonly string[] }) {
  const { field, error } = useField({ name, control });
  return (
    <Radio.Group {...props} value={field.value as string} onChange={field.onChange} name={field.name} error={error}>
      <Stack gap={8} mt="xs">
        {options.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
