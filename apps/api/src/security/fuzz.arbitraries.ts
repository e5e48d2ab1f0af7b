import fc from 'fast-check';

/**
 * Requests for the fuzzer (issue #19), made from the OpenAPI document the shared zod schemas produce
 * (zod-fast-check reads zod 3 schemas only; the project is on zod 4, whose JSON Schema is the
 * document's): values that fit each schema, then one of the mutations an attacker tries.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

const text = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
};

const numeric = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const [lo, hi] = min <= max ? [min, max] : [max, min];
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(lo, -(2 ** 31))), max: Math.floor(Math.min(hi, 2 ** 31)) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
};

/** Values that fit the schema (as far as JSON Schema says: refinements in zod may still refuse them). */
export function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => valueOf(s, depth + 1)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return numeric(schema, true);
    case 'number':
      return numeric(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valueOf(s, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What an attacker puts where a value goes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  // Control characters (NUL used to be a 500) and lone surrogates.
  fc.constantFrom('a\u0000b', '\u0000', 'x\u0007\u001b[31m', '\ud800', 'line\r\nInjected: 1', '%00'),
  // Long strings (the body limit is 1 MB).
  fc.constantFrom('x'.repeat(100_000), 'é'.repeat(20_000)),
  // Boundary numbers.
  fc.constantFrom(-1, 0, -0, 0.001, 10.005, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308),
  // Wrong types.
  fc.constantFrom(null, true, [], {}, [null], { $gt: '' }, { __proto__: { admin: true } }, '[object Object]'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export type Mutation = 'valid' | 'hostileField' | 'extraFields' | 'wrongRoot' | 'dropRequired';

/** A body to send: a valid one, or one mutated in one of the ways above. */
export function bodyOf(schema: JsonSchema | undefined): fc.Arbitrary<{ mutation: Mutation; body: unknown }> {
  const valid = valueOf(schema ?? { type: 'object' });
  const keys = Object.keys(schema?.properties ?? {});
  const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
  return fc.oneof(
    valid.map((body) => ({ mutation: 'valid' as const, body })),
    fc
      .tuple(valid, keys.length ? fc.constantFrom(...keys) : fc.constant('field'), hostileValue)
      .map(([v, key, bad]) => ({ mutation: 'hostileField' as const, body: { ...asObject(v), [key]: bad } })),
    fc
      .tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }))
      .map(([v, extra]) => ({ mutation: 'extraFields' as const, body: { ...extra, ...asObject(v) } })),
    hostileValue.map((body) => ({ mutation: 'wrongRoot' as const, body })),
    fc.tuple(valid, keys.length ? fc.constantFrom(...keys) : fc.constant('field')).map(([v, key]) => {
      const copy: Record<string, unknown> = { ...asObject(v) };
      delete copy[key];
      return { mutation: 'dropRequired' as const, body: copy };
    }),
  );
}

/** A query string for the route's query parameters: fitting values, or hostile ones. */
export function queryOf(params: { name: string; schema?: JsonSchema }[]): fc.Arbitrary<string> {
  if (!params.length) return fc.constant('');
  const entry = (p: { name: string; schema?: JsonSchema }) =>
    fc
      .oneof(valueOf(p.schema), hostileValue)
      .map((v) => [p.name, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const);
  return fc
    .subarray(params, { minLength: 0 })
    .chain((chosen) =>
      chosen.length ? fc.tuple(...chosen.map(entry)) : fc.constant<(readonly [string, string])[]>([]),
    )
    .map((pairs: readonly (readonly [string, string])[]) => {
      const q = new URLSearchParams();
      for (const [k, v] of pairs) q.append(k, v.slice(0, 4000));
      const s = q.toString();
      return s ? `?${s}` : '';
    });
}

/** A path parameter: the world's value, or something hostile. */
export const pathValueOf = (good: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(good) },
    fc.constantFrom('%00', 'a%00b', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(2000), '-1', '0', '%E2%80%AE', "'%20OR%201=1"),
  );
