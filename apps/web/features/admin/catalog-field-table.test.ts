import { describe, expect, it } from 'vitest';
import { COMMON_FIELDS, catalogValues, type CatalogField } from './catalog-field-table';

const fields: CatalogField[] = [
  { kind: 'hidden', name: 'type', initial: 'page' },
  { kind: 'text', name: 'title', initial: '', input: { maxLength: 200 } },
  { kind: 'number', name: 'maxUses', initial: '', input: { min: 1 } },
  { kind: 'switch', name: 'internal', initial: true },
  { kind: 'node', name: 'picture', node: null },
  ...COMMON_FIELDS,
];

describe('catalog editor values', () => {
  it("starts a new record with each field's initial value (none for what the editor shows of its own)", () => {
    expect(catalogValues(fields, null)).toEqual({
      type: 'page',
      title: '',
      maxUses: '',
      internal: true,
      description: '',
      ordering: 0,
    });
  });

  it("starts an edited record with its own values, a missing or null one as the field's initial", () => {
    const editing = { _id: 'x', type: 'post', title: 'Terms', maxUses: null, internal: false, ordering: 3, extra: 1 };
    expect(catalogValues(fields, editing)).toEqual({
      type: 'post',
      title: 'Terms',
      maxUses: '',
      internal: false,
      description: '',
      ordering: 3,
    });
  });
});
