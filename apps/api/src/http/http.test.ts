import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDatabase, testEnv, type TestApp } from '../test/index.js';
import { withTestApp } from '../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app), { WEB_URL: 'https://fans.example.test', BODY_LIMIT_BYTES: '2048' });

describe('envelope and errors', () => {
  it('answers unknown routes with the contract 404 body', async () => {
    const res = await t.inject('GET', '/nope?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /nope', error: 'Not Found' });
  });

  it('answers an oversized body with 413 and a message', async () => {
    const res = await t.inject('POST', '/settings/keys', null, { keys: ['a'.repeat(3000)] });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('ignores unknown query and body keys', async () => {
    const res = await t.inject('POST', '/settings/keys?current=2&pageSize=9', null, { keys: [], confirm: 'x' });
    expect(res.json()).toEqual({ status: 0, data: {} });
  });

  it('logs unknown failures and answers a generic 500 that leaks nothing', async () => {
    const env = testEnv();
    const database = await openTestDatabase();
    const logs: string[] = [];
    const { app } = await buildApp({
      env,
      database,
      logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
    });
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
    expect(res.body).not.toContain('secret');
    expect(logs.join('')).toContain('secret connection string');
    await app.close();
    await database.close();
    await database.drop();
  });
});

describe('transport', () => {
  it('answers CORS preflight for the web origin with the needed headers', async () => {
    const res = await t.inject('OPTIONS', '/settings/public', null, undefined, {
      origin: 'https://fans.example.test',
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type,x-client-ip',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://fans.example.test');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-client-ip');
    const other = await t.inject('GET', '/settings/public', null, undefined, { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('admits the site opened at any loopback address (embedded default: no CORS_ORIGINS, not production)', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3101', 'http://[::1]:3000']) {
      const res = await t.inject('OPTIONS', '/user/feeds', null, undefined, {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      });
      expect(res.statusCode, origin).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const lan = await t.inject('GET', '/settings/public', null, undefined, { origin: 'http://192.168.1.20:3000' });
    expect(lan.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a request id', async () => {
    const res = await t.inject('GET', '/settings/public', null, undefined, { 'x-request-id': 'abc-123' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.inject('GET', '/settings/public');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /healthz with the database kind', async () => {
    const res = await t.inject('GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.services.database.kind });
  });

  it('serves the OpenAPI document with the spec paths and the docs UI', async () => {
    const doc = (await t.inject('GET', '/openapi.json')).json();
    for (const p of [
      '/settings/public',
      '/settings/keys',
      '/countries/list',
      '/states/{country}',
      '/cities/{country}/{state}',
      '/languages/list',
      '/phone-codes/list',
      '/user-additional',
      '/block/countries/check',
      '/users/me',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    const ui = await t.inject('GET', '/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
