import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@fanlane/shared';
import { refusal, unprocessable, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const PASSWORD = 'two factor pass 6';
let n = 0;
const login = (username: string, extra: Record<string, string> = {}) =>
  t.inject(
    'POST',
    '/auth/login',
    null,
    { username, password: PASSWORD, ...extra },
    { 'x-forwarded-for': `10.7.0.${++n}` },
  );
/** A code of the step after `seconds` from now (each code is taken once, so tests step forward). */
const codeAt = (secret: string, seconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

async function enrolled(username: string) {
  const user = await t.services.testing.createUser({ username, password: PASSWORD });
  const { token } = await t.services.sessions.create(user.id);
  const setup = (await t.inject('POST', '/auth/2fa/setup', token)).json().data;
  const enable = await t.inject('POST', '/auth/2fa/enable', token, { code: await codeAt(setup.secret) });
  return { user, token, secret: setup.secret as string, recoveryCodes: enable.json().data.recoveryCodes as string[] };
}

describe('two-factor set-up', () => {
  it('needs a session', async () => {
    for (const url of ['/auth/2fa/setup', '/auth/2fa/enable', '/auth/2fa/disable'])
      expect((await t.inject('POST', url, null, { code: '123456' })).statusCode).toBe(401);
    expect((await t.inject('GET', '/auth/2fa')).statusCode).toBe(401);
  });

  it('answers a secret, its otpauth URL and a QR code; a wrong or malformed code does not enable it', async () => {
    const { user, token } = await t.services.testing.createUserWithSession({ username: 'enroller' });
    expect(refusal(await t.inject('POST', '/auth/2fa/enable', token, { code: '123456' }))).toEqual([
      422,
      SECURITY_MESSAGES.twoFactorNotSetUp,
    ]);
    const setup = (await t.inject('POST', '/auth/2fa/setup', token)).json().data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.otpauthUrl).toContain(encodeURIComponent(user.email!).replace('%40', '@').split('@')[0]);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await t.inject('POST', '/auth/2fa/enable', token, { code: 'abc' })).statusCode).toBe(400);
    const wrong = await t.inject('POST', '/auth/2fa/enable', token, { code: '000000' });
    expect(refusal(wrong)).toEqual([422, SECURITY_MESSAGES.twoFactorInvalid]);
    expect((await t.inject('GET', '/auth/2fa', token)).json().data).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const enable = await t.inject('POST', '/auth/2fa/enable', token, { code: await codeAt(setup.secret) });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await t.inject('GET', '/auth/2fa', token)).json().data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(refusal(await t.inject('POST', '/auth/2fa/setup', token))).toEqual([
      422,
      SECURITY_MESSAGES.twoFactorAlreadyOn,
    ]);
  });
});

describe('signing in with two-factor on', () => {
  it('gives no token without a code and says one is needed; a code works once', async () => {
    const a = await enrolled('twofa');
    const bare = await login('twofa');
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual(
      unprocessable(SECURITY_MESSAGES.twoFactorRequired, 'TWO_FACTOR_REQUIRED', { twoFactorRequired: true }),
    );
    expect(bare.json().data).toBeUndefined();
    const wrong = await login('twofa', { twoFactorCode: '000000' });
    expect(wrong.json()).toMatchObject({
      message: SECURITY_MESSAGES.twoFactorInvalid,
      code: 'TWO_FACTOR_INVALID',
      twoFactorRequired: true,
    });
    const code = await codeAt(a.secret, 30);
    const signedIn = await login('twofa', { twoFactorCode: code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.token).toBeTruthy();
    // The same code again (a replay) is refused.
    expect((await login('twofa', { twoFactorCode: code })).statusCode).toBe(422);
    // A wrong password with a good code still fails as a wrong password (no hint about the code).
    const badPassword = await login('twofa', { password: 'not it at all', twoFactorCode: '123456' });
    expect(badPassword.json().message).toMatch(/incorrect/);
  });

  it('takes each recovery code once', async () => {
    const a = await enrolled('recoverer');
    const [first] = a.recoveryCodes;
    expect((await login('recoverer', { twoFactorCode: first!.toUpperCase() })).statusCode).toBe(200);
    expect((await login('recoverer', { twoFactorCode: first! })).statusCode).toBe(422);
    expect((await t.inject('GET', '/auth/2fa', a.token)).json().data.recoveryCodesLeft).toBe(9);
  });
});

describe('turning two-factor off', () => {
  it('needs a code or the password, and only touches the caller’s own account', async () => {
    const a = await enrolled('disabler');
    const b = await enrolled('bystander2fa');
    expect(refusal(await t.inject('POST', '/auth/2fa/disable', a.token, {}))).toEqual([
      422,
      SECURITY_MESSAGES.disableNeedsProof,
    ]);
    expect(refusal(await t.inject('POST', '/auth/2fa/disable', a.token, { password: 'wrong one' }))).toEqual([
      422,
      SECURITY_MESSAGES.twoFactorInvalid,
    ]);
    expect((await t.inject('POST', '/auth/2fa/disable', a.token, { code: 'a\u0000' })).statusCode).toBe(400);
    // B's code does not turn off A's, nor B's own through A's session.
    expect((await t.inject('POST', '/auth/2fa/disable', a.token, { code: b.recoveryCodes[0] })).statusCode).toBe(422);
    expect((await t.inject('POST', '/auth/2fa/disable', a.token, { password: PASSWORD })).json()).toEqual({
      status: 0,
      data: true,
    });
    expect((await login('disabler')).statusCode).toBe(200);
    expect((await login('bystander2fa')).json().twoFactorRequired).toBe(true);
    expect(refusal(await t.inject('POST', '/auth/2fa/disable', a.token, { password: PASSWORD }))).toEqual([
      422,
      SECURITY_MESSAGES.twoFactorNotOn,
    ]);
  });
});
