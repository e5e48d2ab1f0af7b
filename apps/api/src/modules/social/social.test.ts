import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { oauthIdentities, users } from '../../db/schema/index.js';
import { startFakeGoogle, startFakeTwitter } from '../../test/fake-providers.js';
import { buildTestApp, lastMailTo, type TestApp } from '../../test/index.js';
import { SOCIAL_MESSAGES } from './social.service.js';

const CLIENT_ID = 'fanlane-test.apps.googleusercontent.com';
let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let x: Awaited<ReturnType<typeof startFakeTwitter>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  x = await startFakeTwitter({ clientId: 'x-client', clientSecret: 'x-secret' });
  t = await buildTestApp({
    WEB_URL: 'http://web.test',
    GOOGLE_CLIENT_SECRET: 'g-secret',
    GOOGLE_TOKEN_URL: `${google.url}/token`,
    GOOGLE_CERTS_URL: `${google.url}/certs`,
    TWITTER_CLIENT_ID: 'x-client',
    TWITTER_CLIENT_SECRET: 'x-secret',
    TWITTER_AUTHORIZE_URL: `${x.url}/i/oauth2/authorize`,
    TWITTER_TOKEN_URL: `${x.url}/2/oauth2/token`,
    TWITTER_USERINFO_URL: `${x.url}/2/users/me`,
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await x.close();
});

const post = (url: string, payload: object) => t.inject('POST', url, null, payload);
const me = (token: string) => t.inject('GET', '/users/me', null, undefined, { authorization: token });

describe('Google sign-in', () => {
  it('is refused while switched off', async () => {
    const res = await post('/auth/google/login', {
      tokenId: google.idToken({ sub: '1', aud: CLIENT_ID }),
      role: 'user',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SOCIAL_MESSAGES.googleDisabled);
    await t.services.settings.update({ googleLoginEnabled: true, googleLoginClientId: CLIENT_ID });
  });

  it('creates an account from a verified ID token and finds it again by subject', async () => {
    const tokenId = google.idToken({
      sub: 'g-100',
      aud: CLIENT_ID,
      email: 'gina@gmail.test',
      email_verified: true,
      name: 'Gina G',
    });
    const first = await post('/auth/google/login', { tokenId, role: 'user' });
    expect(first.statusCode).toBe(200);
    const account = (await me(first.json().data.token)).json().data;
    expect(account).toMatchObject({
      email: 'gina@gmail.test',
      verifiedEmail: true,
      name: 'Gina G',
      username: 'gina',
      isPerformer: false,
    });
    const again = await post('/auth/google/login', {
      tokenId: google.idToken({ sub: 'g-100', aud: CLIENT_ID, email: 'changed@gmail.test', email_verified: true }),
      role: 'user',
    });
    expect((await me(again.json().data.token)).json().data._id).toBe(account._id);
  });

  it('records the device and mails the account when it signs in from a new one (issue #19)', async () => {
    const tokenId = () =>
      google.idToken({ sub: 'g-dev', aud: CLIENT_ID, email: 'devi@gmail.test', email_verified: true, name: 'Devi' });
    const from = (ua: string, ip: string) =>
      t.inject(
        'POST',
        '/auth/google/login',
        null,
        { tokenId: tokenId(), role: 'user' },
        { 'user-agent': ua, 'x-forwarded-for': ip },
      );
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const first = await from(firefox, '203.0.113.5');
    const sessions = (await t.inject('GET', '/auth/sessions', first.json().data.token)).json().data;
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Windows', ipAddress: '203.0.113.x' });
    expect(await lastMailTo(t.services, 'devi@gmail.test', 'New sign-in')).toBeNull();
    await from(firefox, '198.51.100.9');
    expect((await lastMailTo(t.services, 'devi@gmail.test', 'New sign-in'))?.text).toContain('198.51.100.x');
  });
  it('refuses forged, foreign-audience and expired tokens', async () => {
    for (const tokenId of [
      google.forgedToken({ sub: 'g-x', aud: CLIENT_ID }),
      google.idToken({ sub: 'g-x', aud: 'someone-else' }),
      google.idToken({ sub: 'g-x', aud: CLIENT_ID, iat: 1_600_000_000, exp: 1_600_003_600 }),
      'not.a.jwt',
    ]) {
      const res = await post('/auth/google/login', { tokenId, role: 'user' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SOCIAL_MESSAGES.failed);
    }
    expect((await post('/auth/google/login', { role: 'user' })).statusCode).toBe(400);
  });

  it('never links to an existing account by email alone', async () => {
    const fan = await t.services.testing.createUser({ username: 'emailowner' });
    const res = await post('/auth/google/login', {
      tokenId: google.idToken({ sub: 'g-200', aud: CLIENT_ID, email: fan.email, email_verified: true }),
      role: 'user',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect(await t.services.database.db.$count(oauthIdentities, eq(oauthIdentities.userId, fan.id))).toBe(0);
  });

  it('exchanges an authorisation code (redirect postmessage) and can create a creator', async () => {
    const code = google.issueCode(
      google.idToken({ sub: 'g-300', aud: CLIENT_ID, email: 'cara@gmail.test', email_verified: true }),
    );
    const res = await post('/auth/google/token', { code, role: 'performer' });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().data.token)).json().data).toMatchObject({ isPerformer: true, verifiedDocument: false });
    expect((await post('/auth/google/token', { code, role: 'user' })).statusCode).toBe(401);
  });
});

describe('X sign-in (OAuth 2.0 with PKCE)', () => {
  it('is refused while switched off, and for callback URLs off the site', async () => {
    expect(
      (await post('/auth/twitter/login', { callbackUrl: 'http://web.test/auth/twitter/callback' })).json().message,
    ).toBe(SOCIAL_MESSAGES.twitterDisabled);
    await t.services.settings.update({ twitterLoginEnabled: true });
    const evil = await post('/auth/twitter/login', { callbackUrl: 'https://evil.example/cb' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe(SOCIAL_MESSAGES.invalidUrl);
  });

  it('signs in through the provider, with the verifier kept on the server, once per state', async () => {
    const start = await post('/auth/twitter/login', { callbackUrl: 'http://web.test/auth/twitter/callback' });
    expect(start.statusCode).toBe(200);
    const { url, oauth_token } = start.json().data;
    expect(url).toContain('code_challenge=');
    expect(url).not.toContain('code_verifier');
    const { code, state } = x.approve(url, { id: 'x-42', name: 'Xavier', username: 'xavier' });
    expect(state).toBe(oauth_token);
    const done = await post('/auth/twitter/callback', {
      oauth_verifier: code,
      oauthToken: state,
      role: 'user',
      callbackUrl: 'http://web.test/auth/twitter/callback',
    });
    expect(done.statusCode).toBe(200);
    const account = (await me(done.json().data.token)).json().data;
    expect(account).toMatchObject({ username: 'xavier', name: 'Xavier', email: '' });
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, account._id));
    expect(row?.verifiedEmail).toBe(false);
    const replay = await post('/auth/twitter/callback', { oauth_verifier: code, oauthToken: state, role: 'user' });
    expect(replay.statusCode).toBe(403);
  });

  it('refuses an unknown state or a code the provider rejects', async () => {
    expect(
      (await post('/auth/twitter/callback', { oauth_verifier: 'x', oauthToken: 'unknown-state', role: 'user' }))
        .statusCode,
    ).toBe(403);
    const { url } = (await post('/auth/twitter/login', { callbackUrl: 'http://web.test/auth/twitter/callback' })).json()
      .data;
    const { state } = x.approve(url, { id: 'x-43', name: 'Y', username: 'y' });
    const res = await post('/auth/twitter/callback', { oauth_verifier: 'wrong-code', oauthToken: state, role: 'user' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SOCIAL_MESSAGES.failed);
  });
});
