'use client';

import type { FieldValues } from 'react-hook-form';
import { NumberField } from './number-field';

type NumberFieldProps<V extends FieldValues, O> = Parameters<typeof NumberField<V, O>>[0];

/** A count (days, items in stock): a whole number, never below zero. */
export function CountField<V extends FieldValues, O = V>(props: NumberFieldProps<V, O>) {
  return <NumberField allowDecimal={false} allowNegative={false} {...props} />;
}
