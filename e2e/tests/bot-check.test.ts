import { startFakeCaptcha } from '@fanlane/api/fake-providers';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, chooseOption, field, open } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

/**
 * Turnstile's script stood in for (the machine cannot reach Cloudflare): a button that answers
 * `pass`, which the local siteverify fake accepts. The page loads it from Cloudflare's real address.
 */
const FAKE_TURNSTILE = `window.turnstile = {
  render(el, o) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'I am human';
    b.onclick = () => { b.textContent = 'Verified'; o.callback('pass'); };
    el.appendChild(b);
    return 1;
  },
  reset() {},
};`;

async function withFakeTurnstile(context: BrowserContext) {
  await context.route('https://challenges.cloudflare.com/turnstile/v0/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_TURNSTILE }),
  );
}

suite('bot check journeys', () => {
  let stack: Stack;
  let fake: Awaited<ReturnType<typeof startFakeCaptcha>>;

  beforeAll(async () => {
    fake = await startFakeCaptcha();
    stack = await startStack({ apiEnv: { TURNSTILE_VERIFY_URL: fake.url } });
    await stack.api.services.settings.update({
      captchaProvider: 'turnstile',
      captchaSiteKey: 'test-site-key',
      captchaSecretKey: 'test-captcha-secret',
    });
  });

  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  it('100. with Turnstile on, sign-up and the contact form ask for it; sign-in asks after repeated failures', async () => {
    const context = await stack.newContext();
    await withFakeTurnstile(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Sign-up: refused without the check, accepted once it is answered.
    await open(page, '/auth/register');
    await page.getByTestId('captcha').getByRole('button', { name: 'I am human' }).waitFor();
    await field(page, 'Email').fill('robot.check@example.test');
    await field(page, 'Username').fill('robotcheck');
    await field(page, 'Password').fill('a fine passphrase');
    await field(page, 'First name').fill('Rob');
    await chooseOption(page, 'Gender', 'Male');
    await chooseOption(page, 'Country', 'France');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByTestId('register-error').filter({ hasText: 'Please confirm you are not a robot' }).waitFor();
    await stack.screenshot(page, '100-sign-up-asks');
    await page.getByRole('button', { name: 'I am human' }).click();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByTestId('sign-up-done').waitFor();

    // The contact form sends the answer with the message.
    await open(page, '/contact');
    await field(page, 'Name').fill('Rob');
    await field(page, 'Email').fill('robot.check@example.test');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from a human.');
    await page.getByRole('button', { name: 'I am human' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('contact-sent').waitFor();
    expect(fake.calls.filter((c) => c.get('response') === 'pass').length).toBeGreaterThanOrEqual(2);

    // Sign-in: no widget at first; five wrong passwords later the API asks for it.
    await stack.api.services.testing.createUser({ username: 'robotlogin', password: 'a fine passphrase' });
    await open(page, '/auth/login');
    expect(await page.getByTestId('captcha').count()).toBe(0);
    for (let i = 0; i < 5; i++) {
      await callApi(stack.api, 'POST', '/auth/login', { body: { username: 'robotlogin', password: `wrong-${i}` } });
    }
    await new Promise((r) => setTimeout(r, 1_200));
    await field(page, 'Username or email').fill('robotlogin');
    await field(page, 'Password').fill('a fine passphrase');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('login-error').filter({ hasText: 'Please confirm you are not a robot' }).waitFor();
    await page.getByRole('button', { name: 'I am human' }).waitFor();
    await stack.screenshot(page, '100-sign-in-asks');
    // The limiter's short wait after failures, then the answered check lets the owner in.
    await new Promise((r) => setTimeout(r, 2_200));
    await page.getByRole('button', { name: 'I am human' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    // The two refusals the journey asked for, and nothing else.
    expect(errors.map((e) => e.replace(/http:\/\/[^/]+/, ''))).toEqual(['422 /auth/users/register', '422 /auth/login']);
    await context.close();
  });
});
