import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { hashArgon2 } from '../../adapters/password.js';
import { users } from '../../db/schema/index.js';
import { lastMailTo, linkIn, type TestApp } from '../../testing.js';
import { withTestApp } from '../../test/lifecycle.js';
import { checkPassword, hashPassword, md5, normalisePassword } from './passwords.js';

let t: TestApp;
withTestApp((app) => (t = app), { API_PUBLIC_URL: 'http://api.test' });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject('POST', url, null, payload, headers);
// Each sign-in from its own address, so the per-IP limits of failed and total attempts stay out of the way.
let address = 0;
const login = (username: string, password: string) =>
  post(
    '/auth/login',
    { username, password },
    { 'x-forwarded-for': `10.9.${Math.floor(++address / 250)}.${address % 250}` },
  );
const storedHash = async (username: string) =>
  (await t.services.database.db.select().from(users).where(eq(users.username, username)))[0]!.passwordHash!;

/** Both forms a client may send sign in; a wrong password fails in both forms. */
async function expectBothForms(username: string, password: string) {
  expect((await login(username, password)).statusCode, 'typed').toBe(200);
  expect((await login(username, md5(password))).statusCode, 'md5').toBe(200);
  for (const wrong of ['wrong-password', md5('wrong-password')]) {
    const res = await login(username, wrong);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.loginFailed);
  }
}

describe('normalisePassword', () => {
  it('hashes a typed password with MD5 and keeps an MD5 hex (lower-cased)', () => {
    expect(normalisePassword('correct horse')).toBe(md5('correct horse'));
    expect(normalisePassword(md5('x').toUpperCase())).toBe(md5('x'));
    // 31 or 33 hex characters, or a non-hex character, are typed passwords.
    expect(normalisePassword('a'.repeat(31))).toBe(md5('a'.repeat(31)));
    expect(normalisePassword('g'.repeat(32))).toBe(md5('g'.repeat(32)));
  });

  it('stores argon2id of the normalised form, marked', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^md5\+\$argon2id\$/);
    expect(await checkPassword(stored, md5('correct horse'))).toEqual({ ok: true, rehash: false });
    expect(await checkPassword(stored, 'correct horsE')).toEqual({ ok: false, rehash: false });
  });
});

describe('a password sent typed or MD5-hashed (contract 9)', () => {
  it('an account registered with a typed password signs in with its MD5, and the other way round', async () => {
    await post('/auth/users/register', { email: 'plain@example.test', password: 'plain-pass-1', username: 'plain' });
    await expectBothForms('plain', 'plain-pass-1');
    await post('/auth/users/register', {
      email: 'hashed@example.test',
      password: md5('hashed-pass'),
      username: 'hashed',
    });
    await expectBothForms('hashed', 'hashed-pass');
  });

  it('a creator registered through a hashing client signs in with the typed password', async () => {
    const creator = await t.services.testing.createUser({ role: 'performer', username: 'hashcreator' });
    await t.services.users.update(creator.id, { passwordHash: await hashPassword(md5('creator-pass')) });
    await expectBothForms('hashcreator', 'creator-pass');
  });

  it('the reset form, the password change and the profile updates store the normalised form', async () => {
    const f = t.services.testing;
    await post('/auth/users/register', { email: 'reset@example.test', password: 'first-pass', username: 'resetter' });
    await post('/auth/users/forgot', { email: 'reset@example.test' });
    const mail = await lastMailTo(t.services, 'reset@example.test', 'new password');
    const url = linkIn(mail!.text, 'http://api.test/auth/password-change?token=').replace('http://api.test', '');
    await t.inject('POST', url, null, 'password=typed+in+form', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    await expectBothForms('resetter', 'typed in form');

    const { token } = (await login('resetter', 'typed in form')).json().data;
    const change = await t.inject(
      'PUT',
      '/auth/users/me/password',
      null,
      { password: md5('changed-pass') },
      { authorization: token },
    );
    expect(change.statusCode).toBe(200);
    await expectBothForms('resetter', 'changed-pass');

    const fan = await f.createUserWithSession({ username: 'profilefan' });
    const put = await t.inject(
      'PUT',
      '/users',
      null,
      { username: 'profilefan', password: md5('fan-profile-pass') },
      { authorization: fan.token },
    );
    expect(put.statusCode).toBe(200);
    await expectBothForms('profilefan', 'fan-profile-pass');

    const creator = await f.createUserWithSession({ role: 'performer', username: 'profilecreator' });
    const me = await t.inject(
      'PUT',
      '/performers/me',
      null,
      { password: 'creator-profile-pass' },
      { authorization: creator.token },
    );
    expect(me.statusCode).toBe(200);
    await expectBothForms('profilecreator', 'creator-profile-pass');
  });
});

describe('hashes made before the normalisation', () => {
  it('an old hash of a typed password signs in typed once, is re-hashed, then takes both forms', async () => {
    const user = await t.services.testing.createUser({ username: 'oldplain' });
    await t.services.users.update(user.id, { passwordHash: await hashArgon2('old-plain-pass') });
    // Before the first sign-in the MD5 form cannot be checked against it.
    expect((await login('oldplain', md5('old-plain-pass'))).statusCode).toBe(422);
    expect((await login('oldplain', 'wrong-pass')).statusCode).toBe(422);
    expect(await storedHash('oldplain')).toMatch(/^\$argon2id\$/);
    expect((await login('oldplain', 'old-plain-pass')).statusCode).toBe(200);
    expect(await storedHash('oldplain')).toMatch(/^md5\+\$argon2id\$/);
    await expectBothForms('oldplain', 'old-plain-pass');
  });

  it('an old hash made through a hashing client takes both forms at once', async () => {
    const user = await t.services.testing.createUser({ username: 'oldhashed' });
    await t.services.users.update(user.id, { passwordHash: await hashArgon2(md5('old-hashed-pass')) });
    expect((await login('oldhashed', 'old-hashed-pass')).statusCode).toBe(200);
    expect(await storedHash('oldhashed')).toMatch(/^md5\+/);
    await expectBothForms('oldhashed', 'old-hashed-pass');
  });

  it('a wrong password leaves an old hash as it was', async () => {
    const user = await t.services.testing.createUser({ username: 'oldwrong' });
    const old = await hashArgon2('kept-pass-1');
    await t.services.users.update(user.id, { passwordHash: old });
    expect((await login('oldwrong', 'nope-nope')).statusCode).toBe(422);
    expect(await storedHash('oldwrong')).toBe(old);
  });
});

describe('common passwords (issue #19, defect 7)', () => {
  const tooCommon = { statusCode: 422, message: ACCOUNT_MESSAGES.passwordTooCommon, error: 'Unprocessable Entity' };

  it('refuses a password on the list, typed or MD5-hashed, on sign-up, and keeps nothing', async () => {
    for (const password of ['password', '12345678', 'Password123', md5('password123')]) {
      const res = await post('/auth/users/register', {
        email: 'common@example.test',
        password,
        username: 'commoner',
      });
      expect(res.json(), password).toEqual(tooCommon);
    }
    const kept = await t.services.database.db.select().from(users).where(eq(users.username, 'commoner'));
    expect(kept).toHaveLength(0);
    expect(
      (await post('/auth/users/register', { email: 'c@example.test', password: 'uncommon pass 7' })).statusCode,
    ).toBe(200);
  });

  it('refuses one on a password change, a profile update and the reset form', async () => {
    const user = await t.services.testing.createUser({ username: 'changer', password: 'uncommon pass 7' });
    const { token } = await t.services.sessions.create(user.id);
    const change = await t.inject('PUT', '/auth/users/me/password', token, { password: 'qwerty123' });
    expect(change.json()).toEqual(tooCommon);
    const update = await t.inject('PUT', '/users', token, { password: 'iloveyou', currentPassword: 'uncommon pass 7' });
    expect(update.json()).toEqual(tooCommon);
    expect((await login('changer', 'uncommon pass 7')).statusCode).toBe(200);

    await post('/auth/users/forgot', { email: 'changer@example.test' });
    const mail = await lastMailTo(t.services, 'changer@example.test');
    const url = linkIn(mail!.text, 'http://api.test/auth/password-change?token=').replace('http://api.test', '');
    const page = await t.inject('POST', url, null, 'password=football1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(page.body).toContain('This password is too common');
    expect(page.body).toContain('name="password"'); // the form is still there, the link still good
  });
});
