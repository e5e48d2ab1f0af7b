import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('/dev/outbox', () => {
  it('lists sent mail, shows one, and answers 404 for an unknown id', async () => {
    await t.services.mailer.send({ to: 'a@example.test', subject: 'First <hi>', text: 'one', html: '<p>one</p>' });
    await t.services.mailer.send({ to: 'b@example.test', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const list = await t.app.inject({ url: '/dev/outbox' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('First &#60;hi&#62;');
    const json = (await t.app.inject({ url: '/dev/outbox.json' })).json().data;
    expect(json.map((m: { to: string }) => m.to).sort()).toEqual(['a@example.test', 'b@example.test']);
    const second = json.find((m: { to: string }) => m.to === 'b@example.test');
    const one = await t.app.inject({ url: `/dev/outbox/${second.id}` });
    expect(one.body).toContain('<p>two</p>');
    expect((await t.app.inject({ url: '/dev/outbox/000000000000000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/outbox/../../etc' })).statusCode).toBe(404);
  });
});
