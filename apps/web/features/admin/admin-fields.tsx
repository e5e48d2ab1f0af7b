'use client';

import { NumberInput, Textarea, type TextareaProps } from '@mantine/core';

/** A staff note or reason (grows with its text unless `autosize={false}`). */
export function NoteField({
  onChange,
  ...props
}: Omit<TextareaProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
  'data-autofocus'?: boolean;
}) {
  return <Textarea autosize {...props} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/** How many days a suspension lasts (empty: until staff lift it). */
export function SuspendDaysInput(props: {
  label: string;
  description: string;
  value: number | string;
  onChange: (value: number | string) => void;
  w: number;
}) {
  return <NumberInput min={1} max={3650} {...props} />;
}
