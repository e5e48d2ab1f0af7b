import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { createMemoryStore } from '../../adapters/shared-store.js';
import { withCaptchaApp } from '../../test/lifecycle.js';
import { type TestApp } from '../../test/index.js';
import { createLoginLimiter } from './login-limiter.js';

/** Issue #19, defect 5: five wrong passwords locked the owner out for 15 minutes from anywhere. */
let t: TestApp;
withCaptchaApp((app) => (t = app));
afterEach(() => vi.useRealTimers());

const PASSWORD = 'a fine passphrase';
const account = (username: string) => t.services.testing.createUser({ username, password: PASSWORD });
const login = (body: Record<string, unknown>, ip = '192.0.2.10') =>
  t.inject('POST', '/auth/login', null, body, { 'x-forwarded-for': ip });

describe('failed sign-ins (no hard lockout of the owner)', () => {
  it('counts an account once whatever the identifier, slows further tries, and lets the owner in after a moment', async () => {
    await account('lockee');
    for (const username of ['lockee', 'LOCKEE@example.test', 'lockee', 'lockee@example.test', 'Lockee']) {
      expect((await login({ username, password: 'not-the-password' }, '198.51.100.66')).statusCode).toBe(422);
    }
    // The sixth try, by either identifier and from any address, waits a second: not 15 minutes.
    const waiting = await login({ username: 'lockee@example.test', password: PASSWORD }, '192.0.2.99');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, Number(waiting.headers['retry-after']) * 1000 + 50));
    const owner = await login({ username: 'lockee', password: PASSWORD }, '192.0.2.99');
    expect(owner.statusCode).toBe(200);
    // Success clears the count: the next mistake is an ordinary one.
    expect((await login({ username: 'lockee', password: 'wrong-again' })).statusCode).toBe(422);
    expect((await login({ username: 'lockee', password: PASSWORD })).statusCode).toBe(200);
  });

  it('asks for the bot check after repeated failures when it is on', async () => {
    await account('botted');
    await t.services.settings.update({ captchaProvider: 'recaptcha', captchaSecretKey: 'test-captcha-secret' });
    try {
      for (let i = 0; i < 5; i++) await login({ username: 'botted', password: `wrong-${i}`, captchaToken: 'pass' });
      await new Promise((r) => setTimeout(r, 1100));
      const asked = await login({ username: 'botted', password: PASSWORD });
      expect(asked.statusCode).toBe(422);
      expect(asked.json()).toMatchObject({ message: 'Please confirm you are not a robot', captchaRequired: true });
      await new Promise((r) => setTimeout(r, 2100));
      expect((await login({ username: 'botted', password: PASSWORD, captchaToken: 'pass' })).statusCode).toBe(200);
    } finally {
      await t.services.settings.update({ captchaProvider: '' });
    }
  });

  it('limits failures per address across accounts without blocking other addresses', async () => {
    await account('bystander');
    for (let i = 0; i < 30; i++) {
      expect((await login({ username: `nobody-${i}`, password: 'password-x' }, '203.0.113.7')).statusCode).toBe(422);
    }
    const blocked = await login({ username: 'bystander', password: PASSWORD }, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ username: 'bystander', password: PASSWORD }, '198.51.100.9')).statusCode).toBe(200);
  });
});

describe('login limiter', () => {
  it('doubles the wait after each further failure, up to the ceiling, one try per wait', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const limiter = createLoginLimiter({
      store: createMemoryStore(),
      perIp: 1000,
      windowMs: 15 * 60_000,
      freeFailures: 2,
      baseDelayMs: 1000,
      maxDelayMs: 4000,
    });
    const key = limiter.accountKey('ann', 'user-1');
    expect(limiter.accountKey('ANN@x.test', 'user-1')).toBe(key);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Each try waits as long as asked, then fails.
      for (;;) {
        try {
          await limiter.check(key, '10.0.0.1');
          break;
        } catch (err) {
          const wait = (err as { details: { retryAfter: number } }).details.retryAfter;
          waits.push(wait);
          vi.advanceTimersByTime(wait * 1000);
        }
      }
      await limiter.fail(key, '10.0.0.1');
    }
    // Failures 3..6 are each preceded by a wait that grows, capped at 4 s (a window slides, so up to 2x).
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...waits)).toBeLessThanOrEqual(8);
    await expect(limiter.check(key, '10.0.0.1')).rejects.toThrow(ACCOUNT_MESSAGES.tooManyAttempts);
    await limiter.succeed(key);
    await expect(limiter.check(key, '10.0.0.1')).resolves.toEqual({ suspicious: false });
  });
});
