import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing.js';
import { documentedGets } from '../test/openapi.js';

/**
 * Names that every JavaScript object answers to (`__proto__`, `constructor`, `toString`) sent where
 * a route looks a name up in a map: a list's `sortBy`, a setting's key. The fuzzer found
 * `GET /users/search?sortBy=__proto__` answering 500; every such look-up now takes only own keys.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.services.testing.createUserWithSession({ role: 'admin' })).token;
});
afterAll(async () => t.close());

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

/** GET routes without path parameters whose query takes `sortBy`. */
function sortableRoutes() {
  return documentedGets(t)
    .filter(
      ({ template, parameters }) =>
        !template.includes('{') && parameters.some((p) => p.in === 'query' && p.name === 'sortBy'),
    )
    .map(({ template }) => template);
}

describe('prototype names in look-ups', () => {
  it('a list sorted by a prototype name answers as with an unknown column, never 5xx', async () => {
    const routes = sortableRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const path of routes) {
      for (const name of NAMES) {
        const res = await t.inject('GET', `${path}?sortBy=${encodeURIComponent(name)}&sort=asc`, admin);
        if (res.statusCode >= 500) failures.push(`${path} sortBy=${name}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a setting named like a prototype property is not a setting', async () => {
    for (const name of NAMES) {
      const pub = await t.inject('GET', `/settings/public/${encodeURIComponent(name)}`);
      expect(pub.statusCode, name).toBeLessThan(500);
      expect(pub.statusCode, name).not.toBe(200);
      const keyed = await t.inject('GET', `/settings/keys/${encodeURIComponent(name)}`);
      expect(keyed.statusCode, name).toBeLessThan(500);
      if (keyed.statusCode === 200) expect(keyed.json().data.value, name).toBeNull();
    }
  });
});
