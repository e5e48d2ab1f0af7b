import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { files, performerProfiles, sessions, users } from '../../db/schema/index.js';
import { jpegWithGps, lastMailTo, linkIn, multipart, unprocessable, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app), { API_PUBLIC_URL: 'http://api.test', WEB_URL: 'http://web.test' });

/** Sign-ups are limited per client address (10 a minute): each comes from an address of its own here. */
let addresses = 0;
const nextIp = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject(
    'POST',
    url,
    null,
    payload,
    url.endsWith('/register') ? { 'x-forwarded-for': nextIp(), ...headers } : headers,
  );
/** A fan's sign-up (`POST /auth/users/register`). */
const register = (payload: object) => post('/auth/users/register', payload);

describe('POST /auth/users/register', () => {
  it('creates an active fan, hashes the password with argon2id and mails a verification link', async () => {
    const res = await register({
      email: 'Ann@Example.test',
      password: 'correct horse',
      username: 'Ann1',
      confirm: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { message: ACCOUNT_MESSAGES.checkInbox } });
    const [row] = await t.services.database.db.select().from(users).where(eq(users.username, 'ann1'));
    expect(row).toMatchObject({ email: 'ann@example.test', role: 'user', status: 'active', verifiedEmail: false });
    expect(row?.passwordHash).toMatch(/^md5\+\$argon2id\$/);
    const mail = await lastMailTo(t.services, 'ann@example.test');
    expect(mail?.subject).toContain('Verify your email');
  });

  it('generates a username when none is given', async () => {
    await register({ email: 'nouser@example.test', password: 'pass-phrase-9' });
    const [row] = await t.services.database.db.select().from(users).where(eq(users.email, 'nouser@example.test'));
    expect(row?.username).toMatch(/^user\d{8}$/);
  });

  it('refuses taken emails and usernames with 422 saying which, and reserved usernames', async () => {
    const email = await register({ email: 'ann@example.test', password: 'pass-phrase-9' });
    expect(email.statusCode).toBe(422);
    expect(email.json()).toEqual(unprocessable(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN'));
    const name = await register({ email: 'other@example.test', password: 'pass-phrase-9', username: 'ANN1' });
    expect(name.statusCode).toBe(422);
    expect(name.json().message).toBe(ACCOUNT_MESSAGES.usernameTaken);
    expect(name.json().code).toBe('USERNAME_TAKEN');
    for (const reserved of ['home', 'auth', 'messages', 'wallet', 'admin', 'creator']) {
      const res = await register({ email: `${reserved}@example.test`, password: 'pass-phrase-9', username: reserved });
      expect(res.statusCode, reserved).toBe(400);
      expect(res.json().message).toEqual([`username: ${ACCOUNT_MESSAGES.usernameReserved}`]);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('answers every bad field at once', async () => {
    const res = await register({ email: 'nope', password: 'short', username: 'a b', gender: 'robot' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      'email: Email is not valid',
      'password: Password must be at least 8 characters',
      `username: ${ACCOUNT_MESSAGES.usernameFormat}`,
      'gender: Gender is not one of the listed values',
    ]);
  });
});

describe('email verification', () => {
  it('verifies through the mailed link once, then redirects to the web page', async () => {
    await register({ email: 'vera@example.test', password: 'pass-phrase-9', username: 'vera' });
    const mail = await lastMailTo(t.services, 'vera@example.test', 'Verify');
    const link = linkIn(mail!.text, 'http://api.test/auth/email-verification?token=');
    const url = link.replace('http://api.test', '');
    const first = await t.inject('GET', url);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('http://web.test/auth/email-verified-success');
    const [row] = await t.services.database.db.select().from(users).where(eq(users.username, 'vera'));
    expect(row?.verifiedEmail).toBe(true);
    const again = await t.inject('GET', url);
    expect(again.headers.location).toBe('http://web.test/auth/login?verification=failed');
  });

  it('re-sends on POST /auth/email-verification and validates the address', async () => {
    const res = await post('/auth/email-verification', { source: { _id: 'x', email: 'vera@example.test' } });
    expect(res.json()).toEqual({ status: 0, data: { message: ACCOUNT_MESSAGES.checkInbox } });
    const bad = await post('/auth/email-verification', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /auth/login and /auth/logout', () => {
  it('signs in by email or username, case-insensitively, with a 1-day or 365-day session', async () => {
    await register({ email: 'lou@example.test', password: 'pass-phrase-9', username: 'lou' });
    const byEmail = await post('/auth/login', { username: 'LOU@example.test', password: 'pass-phrase-9' });
    expect(byEmail.statusCode).toBe(200);
    const { token, expiresAt } = byEmail.json().data;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(Math.round((Date.parse(expiresAt) - Date.now()) / 86_400_000)).toBe(1);
    const byName = await post('/auth/login', { username: 'lou', password: 'pass-phrase-9', remember: true });
    expect(Math.round((Date.parse(byName.json().data.expiresAt) - Date.now()) / 86_400_000)).toBe(365);
    const me = await t.inject('GET', '/users/me', null, undefined, { authorization: token });
    expect(me.json().data).toMatchObject({ username: 'lou', email: 'lou@example.test', isPerformer: false });
  });

  it('answers an unknown account and a wrong password alike (no enumeration)', async () => {
    const unknown = await post('/auth/login', { username: 'ghost', password: 'pass-phrase-9' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.loginFailed);
    const wrong = await post('/auth/login', { username: 'lou', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    const empty = await post('/auth/login', { username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(['username: Enter your email or username', 'password: Enter your password']);
  });

  it('refuses inactive accounts, and unverified emails when verification is required', async () => {
    await register({ email: 'ina@example.test', password: 'pass-phrase-9', username: 'ina' });
    await t.services.database.db.update(users).set({ status: 'inactive' }).where(eq(users.username, 'ina'));
    const inactive = await post('/auth/login', { username: 'ina', password: 'pass-phrase-9' });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ statusCode: 403, message: 'This account is de-activated', error: 'Forbidden' });

    await t.services.settings.update({ requireEmailVerification: true });
    const unverified = await post('/auth/login', { username: 'lou', password: 'pass-phrase-9' });
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json()).toEqual(unprocessable('Please verify your email', 'EMAIL_NOT_VERIFIED'));
    expect((await post('/auth/login', { username: 'vera', password: 'pass-phrase-9' })).statusCode).toBe(200);
    await t.services.settings.update({ requireEmailVerification: false });
  });

  it('revokes the token on logout', async () => {
    const { token } = (await post('/auth/login', { username: 'lou', password: 'pass-phrase-9' })).json().data;
    expect((await post('/auth/logout', {}, { authorization: token })).json()).toEqual({ status: 0, data: true });
    expect((await t.inject('GET', '/users/me', null, undefined, { authorization: token })).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link whose form sets a new password and ends other sessions', async () => {
    await register({ email: 'rita@example.test', password: 'pass-phrase-9', username: 'rita' });
    const old = (await post('/auth/login', { username: 'rita', password: 'pass-phrase-9' })).json().data.token;
    expect((await post('/auth/users/forgot', { email: 'rita@example.test' })).json()).toEqual({
      status: 0,
      data: { success: true },
    });
    const link = linkIn(
      (await lastMailTo(t.services, 'rita@example.test', 'new password'))!.text,
      'http://api.test/auth/password-change?token=',
    );
    const url = link.replace('http://api.test', '');
    const form = await t.inject('GET', url);
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).toContain('name="password"');
    const short = await t.inject('POST', url, null, 'password=abc', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(short.body).toContain('Password must be 8 to 128 characters');
    const done = await t.inject('POST', url, null, 'password=brand+new+pass', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(done.body).toContain('Your password has been changed');
    expect((await post('/auth/login', { username: 'rita', password: 'brand new pass' })).statusCode).toBe(200);
    expect((await t.inject('GET', '/users/me', null, undefined, { authorization: old })).statusCode).toBe(401);
    const reused = await t.inject('POST', url, null, 'password=another+pass', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(reused.body).toContain(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('answers an unknown address as a known one, and mails nothing (no enumeration)', async () => {
    const res = await post('/auth/users/forgot', { email: 'nobody@example.test' });
    expect(res.json()).toEqual({ status: 0, data: { success: true } });
    expect(await lastMailTo(t.services, 'nobody@example.test')).toBeNull();
  });
});

describe('PUT /auth/users/me/password', () => {
  it('needs a token, validates, changes the password and keeps only this session', async () => {
    expect((await t.inject('PUT', '/auth/users/me/password', null, { password: 'password456' })).statusCode).toBe(401);
    await register({ email: 'pat@example.test', password: 'pass-phrase-9', username: 'pat' });
    const a = (await post('/auth/login', { username: 'pat', password: 'pass-phrase-9' })).json().data.token;
    const b = (await post('/auth/login', { username: 'pat', password: 'pass-phrase-9' })).json().data.token;
    const bad = await t.inject('PUT', '/auth/users/me/password', null, { password: 'x' }, { authorization: a });
    expect(bad.statusCode).toBe(400);
    const res = await t.inject(
      'PUT',
      '/auth/users/me/password',
      null,
      { password: 'password456', source: 'user' },
      { authorization: a },
    );
    expect(res.json()).toEqual({ status: 0, data: true });
    expect((await t.inject('GET', '/users/me', null, undefined, { authorization: a })).statusCode).toBe(200);
    expect((await t.inject('GET', '/users/me', null, undefined, { authorization: b })).statusCode).toBe(401);
    expect((await post('/auth/login', { username: 'pat', password: 'password456' })).statusCode).toBe(200);
  });
});

describe('POST /auth/performers/register', () => {
  const fields = {
    email: 'cora@example.test',
    password: 'pass-phrase-9',
    username: 'cora',
    name: 'Cora Lane',
    gender: 'female',
    country: 'fr',
    languages: ['en', 'fr'],
    height: '164_166',
    confirm: 'ignored',
  };
  /** A creator's application: the form and its identity documents, from an address of its own. */
  const apply = (form: Record<string, string | string[]>, documents: Parameters<typeof multipart>[1]) =>
    post('/auth/performers/register', multipart(form, documents));

  it('needs both identity documents', async () => {
    const res = await apply(fields, { idVerification: { filename: 'id.jpg', body: await jpegWithGps() } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.missingDocuments);
  });

  it('refuses a document that is not an image or PDF by its content, whatever its name', async () => {
    const res = await apply(
      { ...fields, email: 'fake@example.test', username: 'fakedoc' },
      {
        idVerification: { filename: 'id.jpg', body: Buffer.from('this is not an image at all, just text') },
        documentVerification: { filename: 'selfie.jpg', body: await jpegWithGps() },
      },
    );
    expect(res.statusCode).toBe(415);
  });

  it('creates an active, unverified creator with private, re-encoded documents', async () => {
    const res = await apply(fields, {
      idVerification: { filename: 'id.jpg', body: await jpegWithGps(800, 600), contentType: 'image/jpeg' },
      documentVerification: { filename: 'selfie.jpg', body: await jpegWithGps(), contentType: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(ACCOUNT_MESSAGES.performerApplied);
    const [user] = await t.services.database.db.select().from(users).where(eq(users.username, 'cora'));
    expect(user).toMatchObject({ role: 'performer', status: 'active', country: 'FR' });
    const [profile] = await t.services.database.db
      .select()
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, user!.id));
    expect(profile).toMatchObject({
      verifiedDocument: false,
      languages: ['en', 'fr'],
      height: '164_166',
      isFreeSubscription: true,
    });
    const docs = await t.services.database.db.select().from(files).where(eq(files.ownerId, user!.id));
    expect(docs.map((d) => d.acl)).toEqual(['private', 'private']);
    const stored = await t.services.storage.get(docs[0]!.storageKey);
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Unlisted in search until an admin verifies the documents.
    const search = await t.inject('GET', '/performers/user/search?q=cora');
    expect(search.json().data.total).toBe(0);
  });

  it('answers field errors as a list and leaves nothing behind', async () => {
    const before = await t.services.database.db.$count(users);
    const res = await apply(
      { ...fields, email: 'bad', username: 'x', height: 'giant' },
      {
        idVerification: { filename: 'id.jpg', body: await jpegWithGps() },
        documentVerification: { filename: 'selfie.jpg', body: await jpegWithGps() },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      'email: Email is not valid',
      `username: ${ACCOUNT_MESSAGES.usernameFormat}`,
      'height: Height is not one of the listed values',
    ]);
    expect(await t.services.database.db.$count(users)).toBe(before);
    expect(await t.services.database.db.$count(sessions)).toBeGreaterThanOrEqual(0);
  });
});

describe('concurrent sign-ups (real races on PostgreSQL)', () => {
  it('gives one account per email when the same address registers at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        register({ email: 'race@example.test', password: 'pass-phrase-9', username: `racer${i}` }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422, 422]);
    for (const r of attempts.filter((a) => a.statusCode === 422))
      expect(r.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect(await t.services.database.db.$count(users, eq(users.email, 'race@example.test'))).toBe(1);
  });
});
