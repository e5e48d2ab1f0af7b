import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/index.js';
import { withTestApp } from '../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

/** Every creator route, read from the OpenAPI document so a new one cannot slip through. */
async function creatorRoutes() {
  const doc = (await t.inject('GET', '/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const out: { method: string; url: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/performer/') && !path.startsWith('/reels/performer/') && path !== '/reels/upload') continue;
    // Guards run on request, before params and bodies are validated: any id will do.
    const url = path.replace(/\{[^}]+\}/g, 'f'.repeat(24));
    for (const method of Object.keys(methods)) out.push({ method: method.toUpperCase(), url });
  }
  return out;
}

describe('creator routes', () => {
  it('answer 401 without a session and 403 to a fan, before reading any body', async () => {
    const routes = await creatorRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const fan = await t.services.testing.createUserWithSession();
    for (const { method, url } of routes) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asFan = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: fan.token },
        payload: method === 'GET' ? undefined : {},
      });
      expect(asFan.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
