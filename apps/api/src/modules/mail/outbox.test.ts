import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/index.js';

let t: TestApp;
let admin: string;
let fan: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.services.testing.createUserWithSession({ role: 'admin' })).token;
  fan = (await t.services.testing.createUserWithSession()).token;
  await t.services.mailer.send({ to: 'a@example.test', subject: 'First <hi>', text: 'one', html: '<p>one</p>' });
  await t.services.mailer.send({ to: 'b@example.test', subject: 'Second', text: 'two', html: '<p>two</p>' });
});
afterAll(async () => t.close());

describe('the mail outbox', () => {
  it('has no anonymous route in any form (issue #19 defect 1)', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/000000000000000000000000']) {
      const res = await t.inject('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('example.test');
    }
  });

  it('answers 401 anonymous and 403 to anyone but an admin', async () => {
    expect((await t.inject('GET', '/admin/mail/outbox')).statusCode).toBe(401);
    const res = await t.inject('GET', '/admin/mail/outbox', null, undefined, { authorization: fan });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
    const list = (await t.inject('GET', '/admin/mail/outbox', null, undefined, { authorization: admin })).json();
    const id = list.data.data[0].id;
    expect(
      (await t.inject('GET', `/admin/mail/outbox/${id}`, null, undefined, { authorization: fan })).statusCode,
    ).toBe(403);
  });

  it('lists mail newest first for an admin, filters, and shows one with its bodies', async () => {
    const res = await t.inject('GET', '/admin/mail/outbox', null, undefined, { authorization: admin });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(2);
    expect(data.map((m: { to: string }) => m.to)).toEqual(['b@example.test', 'a@example.test']);
    expect(data[0]).not.toHaveProperty('html');
    const filtered = await t.inject('GET', '/admin/mail/outbox?q=FIRST', null, undefined, { authorization: admin });
    expect(filtered.json().data).toMatchObject({ total: 1, data: [{ subject: 'First <hi>' }] });
    const one = await t.inject('GET', `/admin/mail/outbox/${data[0].id}`, null, undefined, { authorization: admin });
    expect(one.json().data).toMatchObject({ to: 'b@example.test', text: 'two', html: '<p>two</p>' });
    for (const id of ['000000000000000000000000', '..%2F..%2Fetc']) {
      const missing = await t.inject('GET', `/admin/mail/outbox/${id}`, null, undefined, { authorization: admin });
      expect(missing.statusCode).toBe(404);
    }
  });
});
