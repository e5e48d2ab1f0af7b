import { describe, expect, it } from 'vitest';
import { withCaptchaApp, type FakeCaptcha } from '../../test/lifecycle.js';
import { unprocessable } from '../../test/http.js';
import { type TestApp } from '../../testing.js';
import { createCaptchaService } from './captcha.service.js';

let t: TestApp;
let fake: FakeCaptcha;
withCaptchaApp((app, captcha) => {
  t = app;
  fake = captcha;
});

const verify = (token?: string) => t.inject('POST', '/re-captcha/verify', null, token === undefined ? {} : { token });
const register = (email: string, captchaToken?: string) =>
  t.inject(
    'POST',
    '/auth/users/register',
    null,
    { email, password: 'long enough 1', captchaToken },
    { 'x-forwarded-for': `198.51.100.${email.length}` },
  );
const captchaRequired = unprocessable('Please confirm you are not a robot', 'CAPTCHA_REQUIRED', {
  captchaRequired: true,
});

describe('the bot check (reCAPTCHA or Turnstile)', () => {
  it('answers success while it is off, and asks nothing of forms', async () => {
    expect((await verify('anything')).json()).toEqual({ status: 0, data: { success: true } });
    expect((await register('off@example.test')).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(0);
  });

  it.each(['recaptcha', 'turnstile'])('checks answers with %s when it is on', async (provider) => {
    await t.services.settings.update({ captchaProvider: provider, captchaSecretKey: 'test-captcha-secret' });
    const before = fake.calls.length;
    expect((await verify('pass')).json().data).toMatchObject({ success: true });
    expect((await verify('wrong')).json().data).toMatchObject({ success: false });
    expect((await verify('low-score')).json().data).toMatchObject({ success: false, score: 0.1 });
    expect((await verify()).json().data).toEqual({ success: false });
    expect(fake.calls.length - before).toBe(3); // no call without a token
    expect(fake.calls.at(-1)?.get('remoteip')).toBe('127.0.0.1');
  });

  it('is asked on sign-up and the contact form when on', async () => {
    await t.services.settings.update({ captchaProvider: 'turnstile', captchaSecretKey: 'test-captcha-secret' });
    expect((await register('nobot@example.test')).json()).toEqual(captchaRequired);
    expect((await register('badbot@example.test', 'wrong')).json()).toEqual(captchaRequired);
    expect((await register('human@example.test', 'pass')).statusCode).toBe(200);
    const contact = (captchaToken?: string) =>
      t.inject('POST', '/contact', null, { name: 'Ann', email: 'ann@example.test', message: 'Hello', captchaToken });
    expect((await contact()).json()).toEqual(captchaRequired);
    expect((await contact('pass')).statusCode).toBe(200);
  });

  it('fails closed when the provider cannot be reached', async () => {
    await t.services.settings.update({ captchaProvider: 'recaptcha', captchaSecretKey: 'test-captcha-secret' });
    const unreachable = 'http://127.0.0.1:9/siteverify';
    const captcha = createCaptchaService({
      settings: t.services.settings,
      urls: { recaptcha: unreachable, turnstile: unreachable },
    });
    expect(await captcha.check('pass')).toEqual({ success: false });
  });
});
