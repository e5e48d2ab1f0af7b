import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '@fanlane/shared';
import { passkeys, users } from '../../db/schema/index.js';
import { lastMailTo, refusal, softAuthenticator, type SoftPasskey, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app), { WEB_URL: 'http://web.test' });

const device = softAuthenticator({ id: 'web.test', origin: 'http://web.test' });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
type Body = Record<string, unknown>;
let n = 0;
/** An anonymous call from its own client address (the sign-in limit counts per address). */
const anonymous = (url: string, payload?: Body) =>
  t.inject('POST', url, null, payload ?? {}, { 'x-forwarded-for': `10.9.0.${++n}`, 'user-agent': CHROME });
const registrationOptions = async (token: string) => {
  const res = await t.inject('POST', '/auth/passkeys/register/options', token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const signInOptions = async () => (await anonymous('/auth/passkeys/login/options')).json().data;
const signIn = async (passkey: SoftPasskey, counter: number) =>
  anonymous('/auth/passkeys/login', { response: device.get(await signInOptions(), passkey, counter) });
const counterOf = async (credentialId: string) =>
  (await t.services.database.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0]?.counter;

/** A fan with a session and one registered passkey. */
async function enrolled(name = 'Laptop') {
  const { user, token } = await t.services.testing.createUserWithSession();
  const { passkey, response } = device.create(await registrationOptions(token));
  const res = await t.inject('POST', '/auth/passkeys/register', token, { response, name });
  expect(res.statusCode).toBe(200);
  return { user, token, passkey, id: res.json().data._id as string };
}

describe('passkey routes need a session (sign-in excepted)', () => {
  it('answers 401 without one', async () => {
    const { response } = device.create({ challenge: 'AAAA', user: { id: 'x' } });
    for (const [method, url, body] of [
      ['GET', '/auth/passkeys', undefined],
      ['POST', '/auth/passkeys/register/options', {}],
      ['POST', '/auth/passkeys/register', { response }],
      ['PUT', '/auth/passkeys/x', { name: 'Phone' }],
      ['DELETE', '/auth/passkeys/x', undefined],
    ] as const)
      expect(refusal(await t.inject(method, url, null, body))).toEqual([401, 'Please sign in to continue']);
  });
});

describe('adding a passkey', () => {
  it('gives options for this site, keeps the passkey with its name, mails the owner and excludes it next time', async () => {
    const { user, token } = await t.services.testing.createUserWithSession();
    const options = await registrationOptions(token);
    expect(options.rp).toMatchObject({ id: 'web.test' });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(user.id);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials).toEqual([]);
    const { passkey, response } = device.create(options);
    const added = await t.inject('POST', '/auth/passkeys/register', token, { response, name: '  Work laptop ' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ name: 'Work laptop', transports: ['internal'], lastUsedAt: null });
    const list = (await t.inject('GET', '/auth/passkeys', token)).json().data;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Work laptop']);
    expect(await counterOf(passkey.credentialId)).toBe(0);
    expect((await lastMailTo(t.services, user.email!, 'A passkey was added'))?.text).toContain('Work laptop');
    const next = await registrationOptions(token);
    expect(next.excludeCredentials).toEqual([
      { id: passkey.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('names it after the device when no name is given', async () => {
    const { token } = await t.services.testing.createUserWithSession();
    const { response } = device.create(await registrationOptions(token));
    const res = await t.inject(
      'POST',
      '/auth/passkeys/register',
      null,
      { response },
      { authorization: token, 'user-agent': CHROME },
    );
    expect(res.json().data.name).toBe('Chrome on Linux');
  });

  it('takes each challenge once, and only from the account it was given to', async () => {
    const a = await t.services.testing.createUserWithSession();
    const b = await t.services.testing.createUserWithSession();
    const { response } = device.create(await registrationOptions(a.token));
    expect((await t.inject('POST', '/auth/passkeys/register', a.token, { response })).statusCode).toBe(200);
    // The same answer again: its challenge is spent.
    expect(refusal(await t.inject('POST', '/auth/passkeys/register', a.token, { response }))).toEqual([
      422,
      PASSKEY_MESSAGES.expired,
    ]);
    // B answering A's challenge (with B's own device) gets nothing, and A's challenge is kept for A.
    const forA = await registrationOptions(a.token);
    const stolen = device.create(forA).response;
    expect(refusal(await t.inject('POST', '/auth/passkeys/register', b.token, { response: stolen }))).toEqual([
      422,
      PASSKEY_MESSAGES.expired,
    ]);
    expect((await t.inject('GET', '/auth/passkeys', b.token)).json().data).toEqual([]);
    expect((await t.inject('POST', '/auth/passkeys/register', a.token, { response: stolen })).statusCode).toBe(200);
  });

  it('refuses another origin, another rpID and a device that did not verify its user (the challenge is spent)', async () => {
    const { token } = await t.services.testing.createUserWithSession();
    for (const bent of [{ origin: 'http://evil.test' }, { rpId: 'evil.test' }, { userVerified: false }]) {
      const options = await registrationOptions(token);
      const bad = device.create(options, bent).response;
      expect(refusal(await t.inject('POST', '/auth/passkeys/register', token, { response: bad }))).toEqual([
        422,
        PASSKEY_MESSAGES.notVerified,
      ]);
      const good = device.create(options).response;
      expect(refusal(await t.inject('POST', '/auth/passkeys/register', token, { response: good }))[1]).toBe(
        PASSKEY_MESSAGES.expired,
      );
    }
    expect((await t.inject('GET', '/auth/passkeys', token)).json().data).toEqual([]);
  });

  it('refuses malformed answers with 400 and garbage that parses with 422', async () => {
    const { token } = await t.services.testing.createUserWithSession();
    const { response } = device.create(await registrationOptions(token));
    const post = (body: unknown) => t.inject('POST', '/auth/passkeys/register', token, body as Body);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ response, name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await post({ response: { ...response, type: 'password' } })).statusCode).toBe(400);
    expect((await post({ response: { ...response, id: 'not base64!' } })).statusCode).toBe(400);
    const garbage = { ...response, response: { ...response.response, clientDataJSON: 'AAAA' } };
    expect(refusal(await post({ response: garbage }))).toEqual([422, PASSKEY_MESSAGES.notVerified]);
    const noAttestation = { ...response, response: { ...response.response, attestationObject: 'AAAA' } };
    expect(refusal(await post({ response: noAttestation }))).toEqual([422, PASSKEY_MESSAGES.notVerified]);
  });
});

describe('renaming and removing a passkey', () => {
  it("changes only the caller's own, answering 404 for anyone else's", async () => {
    const a = await enrolled();
    const b = await t.services.testing.createUserWithSession();
    expect(refusal(await t.inject('PUT', `/auth/passkeys/${a.id}`, b.token, { name: 'Mine now' }))).toEqual([
      404,
      PASSKEY_MESSAGES.notFound,
    ]);
    expect(refusal(await t.inject('DELETE', `/auth/passkeys/${a.id}`, b.token))).toEqual([
      404,
      PASSKEY_MESSAGES.notFound,
    ]);
    expect((await t.inject('PUT', `/auth/passkeys/${a.id}`, a.token, { name: '' })).statusCode).toBe(400);
    expect((await t.inject('PUT', `/auth/passkeys/${a.id}`, a.token, { name: 'Phone' })).json().data.name).toBe(
      'Phone',
    );
    expect((await t.inject('GET', '/auth/passkeys', a.token)).json().data[0].name).toBe('Phone');
    expect((await t.inject('DELETE', `/auth/passkeys/${a.id}`, a.token)).json()).toEqual({ status: 0, data: true });
    expect((await t.inject('GET', '/auth/passkeys', a.token)).json().data).toEqual([]);
    // A removed passkey signs nobody in.
    expect(refusal(await signIn(a.passkey, 1))).toEqual([422, PASSKEY_MESSAGES.unknown]);
  });
});

describe('signing in with a passkey', () => {
  it('answers a session like a password sign-in, with device, last use and counter recorded', async () => {
    const a = await enrolled();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'web.test', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await anonymous('/auth/passkeys/login', {
      response: device.get(options, a.passkey, 7),
      remember: true,
    });
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json().data;
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect((await t.inject('GET', '/users/me', token)).json().data._id).toBe(a.user.id);
    const sessions = (await t.inject('GET', '/auth/sessions', token)).json().data;
    expect(sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ device: 'Chrome on Linux' });
    expect(await counterOf(a.passkey.credentialId)).toBe(7);
    expect((await t.inject('GET', '/auth/passkeys', a.token)).json().data[0].lastUsedAt).toBeTruthy();
  });

  it('takes each challenge once (a replayed answer is refused)', async () => {
    const a = await enrolled();
    const response = device.get(await signInOptions(), a.passkey, 1);
    expect((await anonymous('/auth/passkeys/login', { response })).statusCode).toBe(200);
    expect(refusal(await anonymous('/auth/passkeys/login', { response }))).toEqual([422, PASSKEY_MESSAGES.expired]);
    // A challenge nobody handed out.
    const made = device.get({ challenge: Buffer.from('made up').toString('base64url') }, a.passkey, 2);
    expect(refusal(await anonymous('/auth/passkeys/login', { response: made }))).toEqual([
      422,
      PASSKEY_MESSAGES.expired,
    ]);
  });

  it('refuses a counter that does not move forward (a copied passkey), and lets it go on moving', async () => {
    const a = await enrolled();
    expect((await signIn(a.passkey, 5)).statusCode).toBe(200);
    expect(refusal(await signIn(a.passkey, 5))).toEqual([422, PASSKEY_MESSAGES.notVerified]);
    expect(refusal(await signIn(a.passkey, 3))).toEqual([422, PASSKEY_MESSAGES.notVerified]);
    expect(refusal(await signIn(a.passkey, 0))).toEqual([422, PASSKEY_MESSAGES.notVerified]);
    expect(await counterOf(a.passkey.credentialId)).toBe(5);
    expect((await signIn(a.passkey, 6)).statusCode).toBe(200);
  });

  it('accepts an authenticator that keeps no counter (always 0)', async () => {
    const a = await enrolled();
    expect((await signIn(a.passkey, 0)).statusCode).toBe(200);
    expect((await signIn(a.passkey, 0)).statusCode).toBe(200);
  });

  it('refuses a wrong signature, another origin, no user verification, and a passkey answering as another account', async () => {
    const a = await enrolled();
    const b = await enrolled();
    const post = async (bend: (options: { challenge: string }) => unknown) =>
      refusal(await anonymous('/auth/passkeys/login', { response: bend(await signInOptions()) }));
    const notVerified = [422, PASSKEY_MESSAGES.notVerified];
    // A's credential id, signed with B's key.
    expect(
      await post((o) => ({
        ...device.get(o, b.passkey, 1),
        id: a.passkey.credentialId,
        rawId: a.passkey.credentialId,
      })),
    ).toEqual([422, PASSKEY_MESSAGES.notVerified]);
    expect(await post((o) => device.get(o, a.passkey, 1, { origin: 'http://evil.test' }))).toEqual(notVerified);
    expect(await post((o) => device.get(o, a.passkey, 1, { userVerified: false }))).toEqual(notVerified);
    expect(await post((o) => device.get(o, { ...a.passkey, userHandle: b.passkey.userHandle }, 1))).toEqual(
      notVerified,
    );
    expect((await anonymous('/auth/passkeys/login', { response: { id: 'x' } })).statusCode).toBe(400);
  });

  it('stands for the password and the second factor, but not for a deactivated account', async () => {
    const a = await enrolled();
    const setup = (await t.inject('POST', '/auth/2fa/setup', a.token)).json().data;
    const code = await generate({ secret: setup.secret });
    expect((await t.inject('POST', '/auth/2fa/enable', a.token, { code })).statusCode).toBe(200);
    expect((await signIn(a.passkey, 1)).statusCode).toBe(200);
    await t.services.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, a.user.id));
    expect((await signIn(a.passkey, 2)).statusCode).toBe(403);
  });
});
