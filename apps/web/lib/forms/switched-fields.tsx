'use client';

import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SwitchField } from './check-fields';

export interface SwitchedFieldsProps<Values extends FieldValues, Output> {
  control?: Control<Values, unknown, Output>;
  /** The boolean field the switch sets. */
  name: FieldPath<Values>;
  label: string;
  description: string;
  /** Leave out the switch and always show `children` (the option cannot be turned off). */
  always?: boolean;
  /** The switch and `children` side by side (a compact form) instead of one under the other. */
  row?: boolean;
  /** The fields the switch opens. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A switch and the fields it opens, shown while it is on: "Sell it" and its price, "Schedule" and
 * its date, "Offer a free trial" and its length.
 */
export function SwitchedFields<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  description,
  always = false,
  row = false,
  children,
  'data-testid': testId,
}: SwitchedFieldsProps<Values, Output>) {
  const on = useWatch({ control, name }) as boolean | undefined;
  const fields = (
    <>
      {always ? null : (
        <SwitchField control={control} name={name} label={label} description={description} data-testid={testId} />
      )}
      {always || on ? children : null}
    </>
  );
  return row ? (
    <Group gap="md" align="flex-end">
      {fields}
    </Group>
  ) : (
    <Stack gap="sm">{fields}</Stack>
  );
}
