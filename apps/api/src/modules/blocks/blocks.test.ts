import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildTestApp, type TestApp } from '../../test/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('creator blocks', () => {
  it('are for creators only', async () => {
    expect((await t.app.inject({ url: '/block/users' })).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.app.inject({ url: '/block/users', headers: auth(fan.token) })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/block/countries',
          headers: auth(fan.token),
          payload: { countryCodes: [] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('blocks, lists and unblocks fans idempotently; each creator sees only its own', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUser({ username: 'blockedfan' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/block/users',
      headers: auth(c.token),
      payload: { targetId: fan.id, reason: 'spam' },
    });
    expect(first.json().data).toMatchObject({
      source: 'performer',
      sourceId: c.user.id,
      targetId: fan.id,
      reason: 'spam',
      targetInfo: { username: 'blockedfan' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/block/users',
      headers: auth(c.token),
      payload: { targetId: fan.id },
    });
    expect(second.json().data._id).toBe(first.json().data._id);
    expect((await t.app.inject({ url: '/block/users', headers: auth(c.token) })).json().data.total).toBe(1);
    expect((await t.app.inject({ url: '/block/users', headers: auth(other.token) })).json().data.total).toBe(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/block/users/${fan.id}`, headers: auth(other.token) })).statusCode,
    ).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/block/users/${fan.id}`, headers: auth(c.token) });
    expect(removed.json()).toEqual({ status: 0, data: { unlocked: true } });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/block/users/${fan.id}`, headers: auth(c.token) })).statusCode,
    ).toBe(404);
  });

  it('validates targets and country codes', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/block/users', headers: auth(c.token), payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/block/users',
          headers: auth(c.token),
          payload: { targetId: '000000000000000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/block/users',
          headers: auth(c.token),
          payload: { targetId: c.user.id },
        })
      ).statusCode,
    ).toBe(422);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/block/countries',
      headers: auth(c.token),
      payload: { countryCodes: ['QQ'] },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/block/countries',
      headers: auth(c.token),
      payload: { countryCodes: ['de', 'FR', 'DE'] },
    });
    expect(ok.json().data).toMatchObject({ sourceId: c.user.id, countryCodes: ['DE', 'FR'] });
    const me = await t.app.inject({ url: '/performers/me', headers: auth(c.token) });
    expect(me.json().data.blockCountries.countryCodes).toEqual(['DE', 'FR']);
  });
});
