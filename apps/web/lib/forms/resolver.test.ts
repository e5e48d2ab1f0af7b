import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver, schemaResolver } from './resolver';

const schema = z.object({ username: z.string().trim().min(1, 'Username is required') });
type Values = { username: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('validates with the shared schema once the adapter has loaded', async () => {
    const resolver = schemaResolver<Values, typeof schema>(schema);
    const bad = await resolver({ username: ' ' }, undefined, options);
    expect(bad.errors.username?.message).toBe('Username is required');
    const good = await resolver({ username: ' ann ' }, undefined, options);
    expect(good).toEqual({ values: { username: 'ann' }, errors: {} });
  });
});

describe('lazySchemaResolver', () => {
  it('imports the schema once, whether load() or a validation asks first', async () => {
    let imports = 0;
    const lazy = lazySchemaResolver<Values, { username: string }>(async () => {
      imports += 1;
      return schema;
    });
    expect(imports).toBe(0);
    const [first] = await Promise.all([lazy.resolver({ username: '' }, undefined, options), lazy.load()]);
    expect(first.errors.username?.message).toBe('Username is required');
    expect((await lazy.resolver({ username: 'ann' }, undefined, options)).values).toEqual({ username: 'ann' });
    expect(imports).toBe(1);
  });
});
