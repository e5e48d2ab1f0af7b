import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipart, type TestApp } from '../test/index.js';
import { EXPECTATIONS } from './authz.table.js';
import { urlFor } from './authz.urls.js';
import { buildWorld, PRINCIPALS, type Principal, type World } from './authz.world.js';

/**
 * The authorization matrix (issue #19): every route of the OpenAPI document, called by every kind
 * of principal on its own object and on someone else's, checked against the expectation table in
 * authz.table.ts. Fails on an unexpected success (2xx or a redirect), an unexpected refusal (401/403
 * for someone the table lets through), any 5xx, and any route missing from the table.
 */
let t: TestApp;
let world: World;
let routes: { method: string; path: string; key: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path, key: `${m.toUpperCase()} ${path}` })),
  );
}, 120_000);
afterAll(async () => t?.close());

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
describe('authorization matrix', () => {
  it('every route, every principal, own and others’ objects, as the table expects', async () => {
    const missing: string[] = [];
    const violations: string[] = [];
    const observed: Record<string, string[]> = {};
    let tried = 0;
    const sorted = [...routes].sort(
      (a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method) || a.path.localeCompare(b.path),
    );
    for (const route of sorted) {
      const row = EXPECTATIONS[route.key];
      if (!row) missing.push(route.key);
      const sides = row?.on ? (['A', 'B'] as const) : ([null] as const);
      for (const side of sides) {
        const object = side && row?.on ? world.objects[row.on][side] : null;
        // Owners go last, so a delete by its owner happens after everyone else has tried.
        const principals = [...PRINCIPALS].sort(
          (a, b) => Number(object?.owners.includes(a) ?? false) - Number(object?.owners.includes(b) ?? false),
        );
        for (const who of principals) {
          const owns = object?.owners.includes(who) ?? false;
          const fresh = row?.endsSession || row?.keepsFreshSession;
          const token = who === 'anonymous' ? undefined : fresh ? await world.freshToken(who) : world.tokens[who];
          if (token && row?.keepsFreshSession) world.tokens[who as keyof typeof world.tokens] = token;
          const url = urlFor(route.path, row, object);
          const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || row?.body !== undefined;
          const body = row?.multipart ? multipart({}) : hasBody ? (row?.body ?? {}) : undefined;
          const res = await t.inject(route.method as never, url, token, body as never);
          tried += 1;
          const status = res.statusCode;
          const succeeded = status < 400;
          if (succeeded) (observed[route.key] ??= []).push(`${who}${side ? `@${side}` : ''}`);
          const label = `${route.key} as ${who}${side ? ` on ${side}'s object${owns ? ' (own)' : ''}` : ''}: ${status}`;
          if (status >= 500) violations.push(`server error: ${label} ${res.body.slice(0, 200)}`);
          if (!row) continue;
          const may = row.may(who as Principal, owns);
          if (!may && succeeded) violations.push(`unexpected success: ${label}`);
          if (may && (status === 401 || status === 403)) violations.push(`unexpected refusal: ${label}`);
        }
      }
    }
    const stale = Object.keys(EXPECTATIONS).filter((k) => !routes.some((r) => r.key === k));
    const summary = `authorization matrix: ${routes.length} routes, ${PRINCIPALS.length} principals, ${tried} requests; ${violations.length} violations, ${missing.length} routes missing from the table`;
    console.log(summary);
    if (process.env.AUTHZ_OBSERVED) {
      fs.writeFileSync(process.env.AUTHZ_OBSERVED, JSON.stringify({ missing, observed, violations }, null, 2));
    }
    expect(stale, 'rows for routes that no longer exist (authz.table.ts)').toEqual([]);
    expect(missing, 'routes missing from the expectation table: add a row in authz.table.ts').toEqual([]);
    expect(violations).toEqual([]);
  }, 600_000);
});
