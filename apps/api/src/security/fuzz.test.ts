import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipart, type TestApp } from '../test/index.js';
import { bodyOf, pathValueOf, queryOf, type JsonSchema } from './fuzz.arbitraries.js';
import { EXPECTATIONS } from './authz.table.js';
import { urlFor } from './authz.urls.js';
import { buildWorld, type Principal, type World } from './authz.world.js';

/**
 * The fuzzer (issue #19): every route of the OpenAPI document gets requests made from its schemas,
 * valid and mutated (control characters, long strings, wrong types, extra or missing fields,
 * boundary numbers, hostile path and query values), as anonymous, a fan, a creator and an admin.
 * No answer may be a 5xx, and every 4xx says what is wrong (`message`). FUZZ_RUNS requests per route
 * (default 4, in CI); `npm run fuzz -w @fanlane/api` runs 40 per route; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const WHO: Principal[] = ['anonymous', 'fan', 'creator', 'admin'];

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let t: TestApp;
let world: World;
let routes: { method: string; path: string; key: string; op: Operation }[];
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ method: m.toUpperCase(), path, key: `${m.toUpperCase()} ${path}`, op })),
  );
}, 120_000);
afterAll(async () => t?.close());

/** The error envelope says something: a message, or a list of them. */
function saysWhy(body: string): boolean {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return (typeof message === 'string' && message.trim() !== '') || (Array.isArray(message) && message.length > 0);
  } catch {
    return false;
  }
}

describe('fuzzing every route', () => {
  it(`answers no 5xx and explains every 4xx (${RUNS} requests per route, seed ${SEED})`, async () => {
    const failures: string[] = [];
    const counts = { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0 };
    let index = 0;
    for (const route of routes) {
      const row = EXPECTATIONS[route.key];
      // Routes that end the caller's session or change its credentials get a fresh one each time.
      const object = row?.on ? world.objects[row.on].A : null;
      const goodUrl = urlFor(route.path, row, object).split('?')[0]!;
      const paramAt = route.path
        .split('/')
        .map((segment, i) => (segment.startsWith('{') ? i : -1))
        .filter((i) => i >= 0);
      const queryParams = (route.op.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = route.op.requestBody?.content?.['application/json']?.schema;
      const sendsBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || bodySchema !== undefined;
      const requestArb = fc.record({
        path: paramAt.length
          ? fc.tuple(fc.constantFrom(...paramAt), pathValueOf('')).map(([at, value]) => {
              const parts = goodUrl.split('/');
              if (value) parts[at] = value;
              return parts.join('/');
            })
          : fc.constant(goodUrl),
        query: queryOf(queryParams),
        body: bodyOf(bodySchema),
      });
      const samples = fc.sample(requestArb, { numRuns: RUNS, seed: SEED + index++ });
      for (const [n, sample] of samples.entries()) {
        const who = WHO[n % WHO.length]!;
        const token = who === 'anonymous' ? undefined : await world.freshToken(who as Exclude<Principal, 'anonymous'>);
        const payload = row?.multipart
          ? multipart(
              Object.fromEntries(
                Object.entries(sample.body.body && typeof sample.body.body === 'object' ? sample.body.body : {}).map(
                  ([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')],
                ),
              ),
            )
          : sendsBody
            ? sample.body.body
            : undefined;
        const url = `${sample.path}${sample.query}`;
        const res = await t.inject(route.method as never, url, token, payload as never);
        counts.requests += 1;
        const status = res.statusCode;
        const label = `${route.key} as ${who}: ${route.method} ${url.slice(0, 160)} (${sample.body.mutation}) -> ${status}`;
        if (status >= 500) {
          counts['5xx'] += 1;
          const sent = row?.multipart ? '(multipart)' : JSON.stringify(payload)?.slice(0, 300);
          failures.push(`${label} ${res.body.slice(0, 200)} sent ${sent}`);
        } else if (status >= 400) {
          counts['4xx'] += 1;
          if (!saysWhy(res.body)) failures.push(`${label}: no message ${res.body.slice(0, 120)}`);
        } else counts['2xx'] += 1;
      }
    }
    console.log(
      `fuzz: ${routes.length} routes, ${counts.requests} requests (${counts['2xx']} 2xx/3xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx), seed ${SEED}`,
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
