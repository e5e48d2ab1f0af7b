import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing.js';
import { documentedGets, type DocumentedParameter } from '../test/openapi.js';

let t: TestApp;
let tokens: Record<string, string | undefined>;
beforeAll(async () => {
  t = await buildTestApp();
  const f = t.services.testing;
  const [fan, creator, admin] = await Promise.all([
    f.createUserWithSession(),
    f.createUserWithSession({ role: 'performer' }),
    f.createUserWithSession({ role: 'admin' }),
  ]);
  tokens = { anonymous: undefined, fan: fan.token, creator: creator.token, admin: admin.token };
});
afterAll(async () => t.close());

/** A value the parameter's own schema accepts, so the empty optional fields are what gets validated. */
function valueFor(p: DocumentedParameter): string {
  if (p.schema?.enum?.length) return p.schema.enum[0]!;
  const pattern = p.schema?.pattern ? new RegExp(p.schema.pattern) : null;
  const fits = (v: string) => (!pattern || pattern.test(v)) && v.length <= (p.schema?.maxLength ?? Infinity);
  return ['0123456789abcdef01234567', 'US', '1'].find(fits) ?? 'x';
}

function getRoutes() {
  return documentedGets(t).map(({ template, parameters }) => {
    const path = parameters
      .filter((p) => p.in === 'path')
      .reduce((url, p) => url.replace(`{${p.name}}`, encodeURIComponent(valueFor(p))), template);
    const query = parameters.filter((p) => p.in === 'query');
    const optional = query.filter((p) => !p.required).map((p) => p.name);
    const required = query.filter((p) => p.required).map((p) => `${p.name}=${encodeURIComponent(valueFor(p))}`);
    return { template, path, optional, required };
  });
}

describe('empty filter values mean "no filter" (contract 1.3)', () => {
  it('every GET route of the OpenAPI document takes each optional query field as an empty string', async () => {
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const refused: string[] = [];
    for (const route of routes) {
      if (route.optional.length === 0) continue;
      const query = [...route.required, ...route.optional.map((name) => `${name}=`)].join('&');
      for (const [who, token] of Object.entries(tokens)) {
        const res = await t.inject('GET', `${route.path}?${query}`, token);
        // A 400 is allowed only for something else (a required field's value), never an emptied one.
        const messages: unknown = res.statusCode === 400 ? res.json().message : [];
        const blamesEmpty =
          !Array.isArray(messages) ||
          messages.some((m) => route.optional.some((name) => `${m}`.startsWith(`${name}:`)));
        if (res.statusCode >= 500 || (res.statusCode === 400 && blamesEmpty)) {
          refused.push(`${who} GET ${route.template}?${query} -> ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('the common list fields, limit, offset, sort and sortBy among them, are optional in the document', () => {
    const search = getRoutes().find((r) => r.template === '/performers/user/search');
    expect(search?.optional).toEqual(expect.arrayContaining(['limit', 'offset', 'sort', 'sortBy', 'q', 'gender']));
  });

  it('answers an empty filter exactly as no filter: the home feed with type=', async () => {
    const { token } = await t.services.testing.createUserWithSession();
    const headers = { authorization: token };
    const bare = await t.inject('GET', '/user/feeds?isHome=true&limit=12&offset=0', null, undefined, headers);
    const empty = await t.inject(
      'GET',
      '/user/feeds?isHome=true&type=&q=&sort=&sortBy=&performerId=&limit=12&offset=0',
      null,
      undefined,
      headers,
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(bare.json());
  });

  it('drops empty items of a repeated key and keeps the others', async () => {
    const f = t.services.testing;
    const creator = await f.createUser({ role: 'performer' });
    const res = await t.inject('GET', `/performers/user/search?performerIds=&performerIds=${creator.id}&gender=`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.map((p: { _id: string }) => p._id)).toEqual([creator.id]);
  });

  it('still refuses a bad non-empty value, and a required field sent empty, naming the field', async () => {
    const bad = await t.inject('GET', '/user/feeds?type=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([expect.stringMatching(/^type: /)]);
    const required = await t.inject('GET', '/comments?objectId=&objectType=');
    expect(required.statusCode).toBe(400);
    expect(required.json().message.join(' ')).toMatch(/objectId/);
  });
});
