import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withTestApp } from '../test/lifecycle.js';
import type { TestApp } from '../test/index.js';
import { compileSchema, createSerializerCompiler, serializerReport } from './serializer.js';

let t: TestApp;
withTestApp((app) => (t = app));

const card = z.object({
  _id: z.string(),
  price: z.number(),
  tags: z.array(z.string()),
  cover: z.string().nullable(),
  note: z.string().optional(),
  kind: z.enum(['a', 'b']),
  meta: z.record(z.string(), z.unknown()),
  owner: z.union([z.object({ name: z.string() }), z.null()]),
});
const value = { _id: 'x', price: 1.5, tags: ['é"\n'], cover: null, kind: 'a', meta: { n: 1 }, owner: { name: 'Ann' } };
const route = (schema: z.ZodType) =>
  ({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as Parameters<
    ReturnType<typeof createSerializerCompiler>
  >[0];

describe('the compiled response serializer', () => {
  it('writes what zod would: named properties only, nulls, unions, records, escapes', () => {
    const stringify = compileSchema(card)!;
    expect(stringify).not.toBeNull();
    const withExtra = { ...value, password: 'secret', owner: { name: 'Ann', email: 'a@b.c' } };
    expect(JSON.parse(stringify(withExtra))).toEqual(card.parse(withExtra));
    expect(stringify(withExtra)).not.toContain('secret');
    expect(stringify(withExtra)).not.toContain('a@b.c');
  });

  it('keeps zod for what JSON Schema cannot say, and checking mode refuses what zod refuses', () => {
    expect(compileSchema(z.string().transform((s) => s.length))).toBeNull();
    const checked = createSerializerCompiler({ check: true })(route(card));
    expect(() => checked({ ...value, price: '12' })).toThrow();
    expect(JSON.parse(checked(value))).toEqual(card.parse(value));
  });

  it("compiles every hot read route's schema", async () => {
    await t.app.ready();
    const { compiled, uncompiled } = serializerReport;
    // Compiled when the app gets ready (no request has been made yet in this file; the two direct
    // compiler calls above count for 2), and no route's schema is left on zod's path.
    expect(compiled).toBeGreaterThan(200);
    expect([...uncompiled]).toEqual([]);
    for (const path of [
      '/user/feeds',
      '/user/feeds/search/:username',
      '/user/feeds/:id',
      '/performers/:username',
      '/performers/user/search',
      '/conversations',
      '/messages/conversations/:id',
      '/performer-assets/videos/:id',
      '/performer-assets/galleries/:id',
      '/users/me',
    ])
      expect([...uncompiled].filter((r) => r.startsWith(`GET ${path} `))).toEqual([]);
    console.log(`serializer: ${compiled} route responses compiled, ${uncompiled.size} keep zod's path`);
  });
});
