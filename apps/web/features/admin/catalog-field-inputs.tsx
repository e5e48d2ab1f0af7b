'use client';

import { useTranslations } from 'next-intl';
import { SwitchField } from '@/lib/forms/check-fields';
import { SegmentedField } from '@/lib/forms/choice-fields';
import { NumberField } from '@/lib/forms/number-field';
import { TextareaField, TextField } from '@/lib/forms/text-fields';
import type { CatalogField, FieldKey } from './catalog-field-table';

/** One row of an editor's field table as its input, bound to the form by name. */
function CatalogInput({ field, first }: { field: CatalogField; first: boolean }) {
  const t = useTranslations('admin.catalog');
  if (field.kind === 'hidden') return null;
  if (field.kind === 'node') return field.node;
  const label = t(`fields.${field.label ?? (field.name as FieldKey)}`);
  const shown = {
    name: field.name,
    label,
    description: field.hint ? t(`fields.${field.hint}`) : undefined,
    withAsterisk: field.required,
  };
  switch (field.kind) {
    case 'text':
      return <TextField {...shown} {...field.input} data-autofocus={first || undefined} />;
    case 'textarea':
      return <TextareaField {...shown} autosize {...field.input} />;
    case 'number':
      return <NumberField {...shown} {...field.input} />;
    case 'switch':
      return <SwitchField name={field.name} label={label} />;
    case 'choice':
      return (
        <SegmentedField
          name={field.name}
          label={label}
          data={field.options.map((value) => ({ value, label: t(`${field.labels}.${value}` as never) }))}
        />
      );
  }
}

/** An editor's fields in its table's order, the first text field focused. */
export function CatalogFields({ fields }: { fields: readonly CatalogField[] }) {
  const focused = fields.find((field) => field.kind === 'text');
  return fields.map((field) => <CatalogInput key={field.name} field={field} first={field === focused} />);
}
