import { describe, expect, it, vi } from 'vitest';
import { testDbKind, type TestApp } from '../../test/index.js';
import { okJson } from '../../test/checks.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('GET /healthz', () => {
  it('answers ok with the database kind, to anyone', async () => {
    expect(okJson(await t.inject('GET', '/healthz'))).toEqual({ status: 'ok', database: testDbKind() });
  });

  it('answers 503 while the database does not answer', async () => {
    const spy = vi.spyOn(t.services.database.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const res = await t.inject('GET', '/healthz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: testDbKind() });
    } finally {
      spy.mockRestore();
    }
  });

  it('takes no other method', async () => {
    expect((await t.inject('POST', '/healthz', null, {})).statusCode).toBe(404);
  });
});
