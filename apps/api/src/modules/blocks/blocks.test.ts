import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('creator blocks', () => {
  it('are for creators only', async () => {
    expect((await t.inject('GET', '/block/users')).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/block/users', fan.token)).statusCode).toBe(403);
    expect((await t.inject('POST', '/block/countries', fan.token, { countryCodes: [] })).statusCode).toBe(403);
  });

  it('blocks, lists and unblocks fans idempotently; each creator sees only its own', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUser({ username: 'blockedfan' });
    const first = await t.inject('POST', '/block/users', c.token, { targetId: fan.id, reason: 'spam' });
    expect(first.json().data).toMatchObject({
      source: 'performer',
      sourceId: c.user.id,
      targetId: fan.id,
      reason: 'spam',
      targetInfo: { username: 'blockedfan' },
    });
    const second = await t.inject('POST', '/block/users', c.token, { targetId: fan.id });
    expect(second.json().data._id).toBe(first.json().data._id);
    expect((await t.inject('GET', '/block/users', c.token)).json().data.total).toBe(1);
    expect((await t.inject('GET', '/block/users', other.token)).json().data.total).toBe(0);
    expect((await t.inject('DELETE', `/block/users/${fan.id}`, other.token)).statusCode).toBe(404);
    const removed = await t.inject('DELETE', `/block/users/${fan.id}`, c.token);
    expect(removed.json()).toEqual({ status: 0, data: { unlocked: true } });
    expect((await t.inject('DELETE', `/block/users/${fan.id}`, c.token)).statusCode).toBe(404);
  });

  it('validates targets and country codes', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect((await t.inject('POST', '/block/users', c.token, {})).statusCode).toBe(400);
    expect((await t.inject('POST', '/block/users', c.token, { targetId: '000000000000000000000000' })).statusCode).toBe(
      404,
    );
    expect((await t.inject('POST', '/block/users', c.token, { targetId: c.user.id })).statusCode).toBe(422);
    const bad = await t.inject('POST', '/block/countries', c.token, { countryCodes: ['QQ'] });
    expect(bad.statusCode).toBe(400);
    const ok = await t.inject('POST', '/block/countries', c.token, { countryCodes: ['de', 'FR', 'DE'] });
    expect(ok.json().data).toMatchObject({ sourceId: c.user.id, countryCodes: ['DE', 'FR'] });
    const me = await t.inject('GET', '/performers/me', c.token);
    expect(me.json().data.blockCountries.countryCodes).toEqual(['DE', 'FR']);
  });
});
