import type { NumberInputProps, TextareaProps, TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Messages } from '@/i18n/messages';

/** A key under admin.catalog.fields: a field's label or hint. */
export type FieldKey = keyof Messages['admin']['catalog']['fields'];

/** What each kind of field takes besides its name; `initial` is the value of a new record. */
interface Kinds {
  /** `input`: its limits, given to the input as they are. */
  text: { initial: string; input: Pick<TextInputProps, 'maxLength' | 'type'> };
  textarea: { initial: string; input: Pick<TextareaProps, 'minRows' | 'maxRows' | 'maxLength'> };
  number: {
    initial: number | '';
    input: Pick<NumberInputProps, 'min' | 'max' | 'step' | 'decimalScale' | 'allowDecimal'>;
  };
  switch: { initial: boolean };
  /** One of `options`, each labelled under admin.catalog.<labels>. */
  choice: { initial: string; options: readonly string[]; labels: 'sections' | 'positions' | 'status' };
  /** Kept as the record has it, not shown (a site page's type). */
  hidden: { initial: string };
  /** Something of the editor's own (a promo's picture), with no value in the form. */
  node: { node: ReactNode };
}

/**
 * One field of a catalog or site editor, a row of its table: labelled `fields.<name>` (or
 * `fields.<label>`), with the hint `fields.<hint>` under it when given.
 */
export type CatalogField = {
  [K in keyof Kinds]: { kind: K; name: string; label?: FieldKey; hint?: FieldKey; required?: boolean } & Kinds[K];
}[keyof Kinds];

/** A record's place in its list. */
export const ORDERING_FIELD: CatalogField = {
  kind: 'number',
  name: 'ordering',
  initial: 0,
  input: { min: 0, allowDecimal: false },
};
/** Description and order: what most catalog records have after their own fields. */
export const COMMON_FIELDS: readonly CatalogField[] = [
  { kind: 'textarea', name: 'description', initial: '', input: { minRows: 2, maxLength: 1000 } },
  ORDERING_FIELD,
];

/** The form's first values: each field's own value in the record being edited, else its `initial`. */
export function catalogValues(fields: readonly CatalogField[], editing: object | null): Record<string, unknown> {
  const record: Record<string, unknown> = { ...editing };
  return Object.fromEntries(
    fields.flatMap((field) => ('initial' in field ? [[field.name, record[field.name] ?? field.initial]] : [])),
  );
}
