import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@fanlane/shared';
import { sessions } from '../../db/schema/index.js';
import { lastMailTo, refusal, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { coarseIp, deviceName } from './device.js';

let t: TestApp;
withTestApp((app) => (t = app), { WEB_URL: 'http://web.test' });

const PASSWORD = 'sessions pass 4';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const signIn = async (username: string, userAgent: string, ip: string) => {
  const res = await t.inject(
    'POST',
    '/auth/login',
    null,
    { username, password: PASSWORD },
    { 'user-agent': userAgent, 'x-forwarded-for': ip },
  );
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
};

describe('device and address', () => {
  it('names the browser and system, and keeps a coarse address only', () => {
    expect(deviceName(FIREFOX)).toBe('Firefox on Windows');
    expect(deviceName(SAFARI)).toBe('Safari on iOS');
    expect(deviceName(undefined)).toBe('');
    expect(coarseIp('203.0.113.77')).toBe('203.0.113.x');
    expect(coarseIp('::ffff:198.51.100.4')).toBe('198.51.100.x');
    expect(coarseIp('2001:db8:aa:bb::1')).toBe('2001:db8:aa::/48');
  });
});

describe('GET /auth/sessions and DELETE /auth/sessions[/{id}]', () => {
  it('needs a session', async () => {
    expect(refusal(await t.inject('GET', '/auth/sessions'))).toEqual([401, 'Please sign in to continue']);
    expect((await t.inject('DELETE', '/auth/sessions/x')).statusCode).toBe(401);
    expect((await t.inject('DELETE', '/auth/sessions')).statusCode).toBe(401);
  });

  it('lists my sessions with device, coarse address and times, the current one marked', async () => {
    await t.services.testing.createUser({ username: 'lister', password: PASSWORD });
    const laptop = await signIn('lister', FIREFOX, '203.0.113.77');
    await signIn('lister', SAFARI, '198.51.100.4');
    const list = (await t.inject('GET', '/auth/sessions', laptop)).json().data;
    expect(list).toHaveLength(2);
    const mine = list.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ device: 'Firefox on Windows', ipAddress: '203.0.113.x', current: true });
    expect(list.find((s: { current: boolean }) => !s.current)).toMatchObject({
      device: 'Safari on iOS',
      ipAddress: '198.51.100.x',
    });
    expect(Date.parse(mine.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list)).not.toMatch(/203\.0\.113\.77|token/i);
  });

  it("ends one of my sessions, and answers 404 for another account's or an unknown one", async () => {
    await t.services.testing.createUser({ username: 'ender', password: PASSWORD });
    const mine = await signIn('ender', FIREFOX, '203.0.113.8');
    const phone = await signIn('ender', SAFARI, '198.51.100.8');
    const stranger = await t.services.testing.createUserWithSession();
    const phoneId = (await t.inject('GET', '/auth/sessions', phone))
      .json()
      .data.find((s: { current: boolean }) => s.current)._id;

    const theirs = await t.inject('DELETE', `/auth/sessions/${phoneId}`, stranger.token);
    expect(refusal(theirs)).toEqual([404, SECURITY_MESSAGES.sessionNotFound]);
    expect((await t.inject('GET', '/users/me', phone)).statusCode).toBe(200);
    expect((await t.inject('DELETE', `/auth/sessions/${'x'.repeat(65)}`, mine)).statusCode).toBe(400);

    expect((await t.inject('DELETE', `/auth/sessions/${phoneId}`, mine)).json()).toEqual({ status: 0, data: true });
    expect((await t.inject('GET', '/users/me', phone)).statusCode).toBe(401);
    expect((await t.inject('GET', '/users/me', mine)).statusCode).toBe(200);
    expect(refusal(await t.inject('DELETE', `/auth/sessions/${phoneId}`, mine))).toEqual([
      404,
      SECURITY_MESSAGES.sessionNotFound,
    ]);
  });

  it('ends all my other sessions and keeps this one', async () => {
    await t.services.testing.createUser({ username: 'purger', password: PASSWORD });
    const a = await signIn('purger', FIREFOX, '203.0.113.9');
    const b = await signIn('purger', SAFARI, '198.51.100.9');
    const c = await signIn('purger', SAFARI, '198.51.100.9');
    const other = await t.services.testing.createUserWithSession();
    expect((await t.inject('DELETE', '/auth/sessions', a)).json()).toEqual({ status: 0, data: { revoked: 2 } });
    for (const gone of [b, c]) expect((await t.inject('GET', '/users/me', gone)).statusCode).toBe(401);
    expect((await t.inject('GET', '/users/me', a)).statusCode).toBe(200);
    expect((await t.inject('GET', '/users/me', other.token)).statusCode).toBe(200);
    expect((await t.inject('GET', '/auth/sessions', a)).json().data).toHaveLength(1);
  });

  it('writes last seen at most every 5 minutes', async () => {
    const { user, token } = await t.services.testing.createUserWithSession();
    const [row] = await t.services.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const old = new Date(Date.now() - 3_600_000);
    await t.services.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, row!.id));
    await t.inject('GET', '/users/me', token);
    await new Promise((r) => setTimeout(r, 50));
    const [seen] = await t.services.database.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(seen!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    await t.services.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, row!.id));
    await t.inject('GET', '/users/me', token);
    await new Promise((r) => setTimeout(r, 50));
    const [again] = await t.services.database.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(again!.lastSeenAt.getTime()).toBe(old.getTime());
  });
});

describe('a sign-in from a new device', () => {
  it('mails the account, except on its first sign-in and from a device and address it has used', async () => {
    const user = await t.services.testing.createUser({ username: 'traveller', password: PASSWORD });
    const mails = async () =>
      ((await t.services.mailer.outbox?.list()) ?? []).filter(
        (m) => m.to === user.email && m.subject.includes('New sign-in'),
      );
    await signIn('traveller', FIREFOX, '203.0.113.20');
    await signIn('traveller', FIREFOX, '203.0.113.21');
    expect(await mails()).toHaveLength(0);
    await signIn('traveller', SAFARI, '198.51.100.30');
    const [mail] = await mails();
    expect(mail!.text).toContain('Safari on iOS');
    expect(mail!.text).toContain('198.51.100.x');
    expect(mail!.text).toContain('http://web.test/account/security');
    expect(await lastMailTo(t.services, user.email!, 'New sign-in')).not.toBeNull();
  });
});
