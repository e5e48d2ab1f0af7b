import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { sessions } from '../../db/schema/index.js';
import { unprocessable, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

/**
 * Issue #19, defect 3: PUT /users and PUT /performers/me changed the password or email without the
 * current password and left other sessions alive.
 */
let t: TestApp;
withTestApp((app) => (t = app), { WEB_URL: 'http://web.test' });

const PASSWORD = 'credentials pass 5';
const mailsTo = async (to: string, subject: string) =>
  ((await t.services.mailer.outbox?.list()) ?? []).filter((m) => m.to === to && m.subject.includes(subject));

/** An account with two sessions; `stale` makes the first one signed in an hour ago. */
async function account(role: 'user' | 'performer', stale: boolean) {
  const user = await t.services.testing.createUser({ role, password: PASSWORD });
  const main = await t.services.sessions.create(user.id);
  const other = await t.services.sessions.create(user.id);
  if (stale) {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.services.database.db.update(sessions).set({ createdAt: hourAgo }).where(eq(sessions.id, main.sessionId));
  }
  return { user, token: main.token, other: other.token };
}

const ROUTES = [
  { role: 'user', method: 'PUT', url: '/users' },
  { role: 'performer', method: 'PUT', url: '/performers/me' },
  { role: 'user', method: 'PUT', url: '/auth/users/me/password' },
] as const;

describe.each(ROUTES)('$method $url: credential changes', ({ role, method, url }) => {
  it('asks for the current password when the sign-in is older than 15 minutes, and changes nothing', async () => {
    const a = await account(role, true);
    const res = await t.inject(method, url, a.token, { password: 'brand new secret 1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      unprocessable(ACCOUNT_MESSAGES.currentPasswordRequired, 'CURRENT_PASSWORD_REQUIRED', {
        currentPasswordRequired: true,
      }),
    );
    const wrong = await t.inject(method, url, a.token, {
      password: 'brand new secret 1',
      currentPassword: 'nope nope',
    });
    expect(wrong.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.currentPasswordIncorrect,
      code: 'CURRENT_PASSWORD_INCORRECT',
    });
    const login = await t.inject('POST', '/auth/login', null, { username: a.user.username, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await t.inject('GET', '/users/me', a.other)).statusCode).toBe(200);
  });

  it('changes the password with the current one: other sessions end, the address is told', async () => {
    const a = await account(role, true);
    const res = await t.inject(method, url, a.token, { password: 'brand new secret 2', currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await t.inject('GET', '/users/me', a.other)).statusCode).toBe(401);
    expect((await t.inject('GET', '/users/me', a.token)).statusCode).toBe(200);
    const [mail] = await mailsTo(a.user.email!, 'Your password was changed');
    expect(mail!.text).toContain('http://web.test/account/security');
  });

  it('lets a session signed in within 15 minutes change it without the current password', async () => {
    const a = await account(role, false);
    expect((await t.inject(method, url, a.token, { password: 'brand new secret 3' })).statusCode).toBe(200);
    expect((await t.inject('GET', '/users/me', a.other)).statusCode).toBe(401);
  });
});

describe.each(ROUTES.slice(0, 2))('$method $url: email changes', ({ role, method, url }) => {
  it('needs the current password after 15 minutes, and mails the old address', async () => {
    const a = await account(role, true);
    const old = a.user.email!;
    const refused = await t.inject(method, url, a.token, { email: `new-${a.user.username}@example.test` });
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    const res = await t.inject(method, url, a.token, {
      email: `new-${a.user.username}@example.test`,
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(old, 'Your email address was changed')).toHaveLength(1);
    // Other profile fields need nothing more.
    expect((await t.inject(method, url, a.token, { name: 'Just a name' })).statusCode).toBe(200);
  });
});
