import { generate } from 'otplib';
import { lastMailTo } from '@fanlane/api/testing';
import { THEME_STORAGE_KEY } from '@fanlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, field, open, pathname, signInWithForm } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;
const PASSWORD = 'correct-horse-9';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A TOTP code `steps` time steps (30 s) from now, as the authenticator app would show it. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

suite('account security journeys (issue #19)', () => {
  let stack: Stack;

  beforeAll(async () => {
    // localhost, not 127.0.0.1: WebAuthn needs a domain name for the relying party (journey 95).
    stack = await startStack({ webHost: 'localhost' });
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** A fan with a password, signed in through the form in a fresh browser. */
  async function signedInFan() {
    const user = await stack.api.services.testing.createUser({ password: PASSWORD });
    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInWithForm(page, user.username!, PASSWORD);
    await page.waitForURL('**/home');
    return { user, context, page, errors };
  }

  it('72. a fan turns on two-factor sign-in, signs out, and signs in again with a code (a wrong one is refused)', async () => {
    const { user, context, page, errors } = await signedInFan();
    await open(page, '/account/security');
    await page.getByTestId('two-factor').getByText('Off').waitFor();
    await stack.screenshot(page, '72-security-page');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    await stack.screenshot(page, '72-two-factor-qr');
    await field(page, '6-digit code').fill('123');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Enter the 6-digit code').first().waitFor();
    await field(page, '6-digit code').fill(await totp(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.locator('code').count()).toBe(10);
    await stack.screenshot(page, '72-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByTestId('two-factor-on').waitFor();
    expect(await page.getByText('10 recovery codes left').count()).toBe(1);

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');

    // The password alone gives no session: the form asks for the code.
    await signInWithForm(page, user.username!, PASSWORD);
    await page.getByTestId('login-code-needed').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await stack.screenshot(page, '72-login-code-needed');
    const wrong = (await totp(secret)) === '000000' ? '111111' : '000000';
    await field(page, 'Authentication code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('login-error').getByText('This code is not valid').waitFor();
    await stack.screenshot(page, '72-login-code-wrong');
    // The code used to turn it on is spent: the app's next one (one step of drift is allowed).
    await field(page, 'Authentication code').fill(await totp(secret, 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/home');
    expect(pathname(page)).toBe('/home');
    // The two refused sign-ins (code needed, wrong code) and nothing else: no CSP violation either.
    expect(errors.map((e) => e.replace(/http:\/\/[^/]+/, ''))).toEqual(['422 /auth/login', '422 /auth/login']);
    await context.close();
  });

  it('73. a fan sees where they are signed in and signs another device out', async () => {
    const { user, context, page, errors } = await signedInFan();
    // The other device: a sign-in from Firefox on Windows.
    const other = await fetch(`${stack.api.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX_ON_WINDOWS },
      body: JSON.stringify({ username: user.username, password: PASSWORD }),
    });
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    expect(otherToken).toBeTruthy();

    await open(page, '/account/security');
    const rows = page.getByTestId('session-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.locator('[data-testid="session-row"][data-current="true"]').textContent()).toContain(
      'This device',
    );
    await page.getByText('Firefox on Windows').waitFor();
    await stack.screenshot(page, '73-sessions');

    await page.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await page.getByText('That device is signed out').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    expect((await callApi(stack.api, 'GET', '/users/me', { token: otherToken })).status).toBe(401);
    await stack.screenshot(page, '73-sessions-after');
    // This device is still signed in; the page on a phone, in the dark theme.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await open(page, '/account/security');
    expect(pathname(page)).toBe('/account/security');
    await stack.screenshot(page, '73-security-phone-dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('95. a fan adds a passkey in account settings, signs out, and signs in with it (no password, no code)', async () => {
    const { user, context, page, errors } = await signedInFan();
    // Chromium's virtual authenticator: a platform passkey store that verifies its user.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await open(page, '/account/security');
    const card = page.getByTestId('passkeys');
    await card.getByText('No passkey yet.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await stack.screenshot(page, '95-passkeys-none');
    await field(page, 'Name of the new passkey').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByTestId('passkey-row').getByText('Test laptop').waitFor();
    const stored = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(stored.credentials).toHaveLength(1);
    expect(stored.credentials[0]!.isResidentCredential).toBe(true);
    expect(await card.getByText(/last used never/).count()).toBe(1);
    await page.getByRole('button', { name: 'Rename Test laptop' }).click();
    await card.getByRole('textbox', { name: 'Name', exact: true }).fill('Work laptop');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByTestId('passkey-row').getByText('Work laptop').waitFor();
    await stack.screenshot(page, '95-passkey-added');
    expect(await lastMailTo(stack.api.services, user.email!, 'A passkey was added')).not.toBeNull();

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await stack.screenshot(page, '95-login-with-passkey');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/home');
    expect(pathname(page)).toBe('/home');
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
    expect((await callApi<{ _id: string }>(stack.api, 'GET', '/users/me', { token })).data?._id).toBe(user.id);
    // The authenticator's counter moved and the API kept it; the page says when it was last used.
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(stored.credentials[0]!.signCount);
    await open(page, '/account/security');
    const row = page.getByTestId('passkey-row');
    await row.getByText('Work laptop').waitFor();
    expect(await row.getByText(/last used never/).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await stack.screenshot(page, '95-passkey-used');
    // Removing it: the list is empty again.
    await page.getByRole('button', { name: 'Remove Work laptop' }).click();
    await card.getByText('No passkey yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
