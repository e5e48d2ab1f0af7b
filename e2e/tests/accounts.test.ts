import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The API's local stand-in for X (OAuth 2.0 with PKCE), so the X sign-in runs end to end offline.
import { startFakeTwitter } from '@fanlane/api/fake-providers';
import { callApi, chooseOption, field, linkFromMail, open, pathname, photo, signInWithForm } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;
const PASSWORD = 'correct-horse-9';

suite('account journeys', () => {
  let stack: Stack;
  let fakeX: Awaited<ReturnType<typeof startFakeTwitter>>;

  beforeAll(async () => {
    fakeX = await startFakeTwitter({ clientId: 'x-client', clientSecret: 'x-secret' });
    stack = await startStack({
      apiEnv: {
        TWITTER_CLIENT_ID: 'x-client',
        TWITTER_CLIENT_SECRET: 'x-secret',
        TWITTER_AUTHORIZE_URL: `${fakeX.url}/i/oauth2/authorize`,
        TWITTER_TOKEN_URL: `${fakeX.url}/2/oauth2/token`,
        TWITTER_USERINFO_URL: `${fakeX.url}/2/users/me`,
      },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await fakeX?.close();
  });

  it('6. a fan signs up, opens the verification link from the mail, signs in and lands on /home', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = 'ada.fan@example.test';

    await open(page, '/auth/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/auth/register');
    await field(page, 'Email').fill(email);
    await field(page, 'Username').fill('adafan');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'First name').fill('Ada');
    await chooseOption(page, 'Gender', 'Female');
    await chooseOption(page, 'Country', 'France');
    await stack.screenshot(page, '6-register-fan');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByTestId('sign-up-done').waitFor();
    expect(await page.getByTestId('sign-up-done').innerText()).toContain(email);
    await stack.screenshot(page, '6-register-fan-done');

    const link = await linkFromMail(stack.api, email, 'Verify your email', `${stack.api.url}/auth/email-verification`);
    await page.goto(link);
    await page.getByTestId('email-verified').waitFor();
    expect(pathname(page)).toBe('/auth/email-verified-success');
    await stack.screenshot(page, '6-email-verified');

    // A link that no longer works lands on sign-in with a notice.
    await page.goto(link);
    await page.getByTestId('login-notice').waitFor();
    expect(pathname(page)).toBe('/auth/login');
    await stack.screenshot(page, '6-login-verification-failed');

    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL('**/home');
    expect(await page.getByTestId('timeline-greeting').innerText()).toContain('Ada');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('7. a creator signs up with two documents, waits for review, and is sent to their profile once verified', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = 'star.creator@example.test';
    const username = 'starcreator';

    await open(page, '/auth/register');
    await page.getByTestId('creator-sign-up-link').click();
    await page.waitForURL('**/auth/register/creator');
    await field(page, 'Email').fill(email);
    await field(page, 'Username').fill(username);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Display name').fill('Star Creator');
    await chooseOption(page, 'Gender', 'Female');
    await chooseOption(page, 'Eyes', 'Green');
    await field(page, 'Bio').fill('Photographs of lighthouses at night.');

    // Submitting without documents names both on their fields.
    await page.getByRole('button', { name: 'Apply as a creator' }).click();
    await page.getByText('Add a photo or scan of your ID document').waitFor();
    await page.getByText('Add a photo of yourself holding your ID').waitFor();

    await page.locator('input[name="idVerification"]').setInputFiles(await photo('passport.jpg'));
    await page.locator('input[name="documentVerification"]').setInputFiles(await photo('selfie.jpg'));
    await page.getByAltText('Preview of ID document').waitFor();
    await page.getByAltText('Preview of Photo with your ID').waitFor();
    await stack.screenshot(page, '7-register-creator');

    // Hold the answer a moment so the progress bar can be seen.
    await page.route(`${stack.api.url}/auth/performers/register`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Apply as a creator' }).click();
    await page.getByTestId('upload-progress').waitFor();
    await stack.screenshot(page, '7-register-creator-progress', { fullPage: false });
    await page.getByTestId('sign-up-done').waitFor();
    await stack.screenshot(page, '7-register-creator-done');

    await signInWithForm(page, username, PASSWORD);
    await page.waitForURL('**/creator/account');
    await page.getByTestId('documents-review').waitFor();
    await stack.screenshot(page, '7-creator-account-review');
    await page.getByTestId('tab-documents').click();
    expect(await page.getByTestId('documents-status').textContent()).toBe('Under review');
    await page.getByAltText('ID document').waitFor();
    await stack.screenshot(page, '7-creator-documents');

    // An operator verifies the documents.
    const { token: creatorToken } = await callApi<{ token: string }>(stack.api, 'POST', '/auth/login', {
      body: { username, password: PASSWORD },
    }).then((r) => r.data);
    const me = await callApi<{ _id: string }>(stack.api, 'GET', '/users/me', { token: creatorToken });
    const admin = await stack.api.services.testing.createUserWithSession({ role: 'admin' });
    const verified = await callApi(stack.api, 'PUT', `/admin/performers/${me.data._id}`, {
      token: admin.token,
      body: { verifiedDocument: true },
    });
    expect(verified.status).toBe(200);

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL(`**/${username}`);
    await page.getByTestId('creator-profile').waitFor();
    expect(await page.getByTestId('profile-name').innerText()).toBe('Star Creator');
    expect(errors).toEqual([]);
    await stack.screenshot(page, '7-creator-own-profile');
    await context.close();
  });

  it('8. signing out from the header revokes the token and lands on /auth/login', async () => {
    const { user, token } = await stack.api.services.testing.createUserWithSession({ role: 'user' });
    const context = await stack.newContext();
    await stack.signIn(context, token);
    const page = await context.newPage();
    // Wait for hydration: a click on the server's HTML before React attaches the menu opens nothing.
    await open(page, '/user/account');
    await page.getByTestId('account-menu').click();
    await stack.screenshot(page, '8-account-menu', { fullPage: false });
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await field(page, 'Username or email').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    expect((await callApi(stack.api, 'GET', '/users/me', { token })).status).toBe(401);

    // Back to a signed-in page: the session is gone for the server too.
    await page.goto('/user/account');
    expect(pathname(page)).toBe('/auth/login');
    expect(user.username).toBeTruthy();
    await context.close();
  });

  it('9. a fan edits the profile, uploads an avatar and changes the password', async () => {
    const { user, token } = await stack.api.services.testing.createUserWithSession({ role: 'user' });
    const context = await stack.newContext();
    await stack.signIn(context, token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/user/account');
    await field(page, 'Display name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved').first().waitFor();
    expect((await callApi<{ name: string }>(stack.api, 'GET', '/users/me', { token })).data.name).toBe('Grace Hopper');

    await page.locator('input[name="avatar"]').setInputFiles(await photo('me.jpg'));
    await page.waitForFunction(() => Boolean(document.querySelector('[data-testid="avatar-upload"] img[src^="http"]')));

    await field(page, 'New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await field(page, 'New password').fill('a-new-password-1');
    await field(page, 'Confirm the new password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Changes saved').first().waitFor();
    await stack.screenshot(page, '9-user-account');
    expect(
      (
        await callApi(stack.api, 'POST', '/auth/login', {
          body: { username: user.username, password: 'a-new-password-1' },
        })
      ).status,
    ).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('10. a creator signs up with X: the role survives the round trip in a cookie', async () => {
    await stack.api.services.settings.update({ twitterLoginEnabled: true });
    try {
      const context = await stack.newContext();
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      // X's consent screen: approving sends the browser back to the callback with code and state.
      await page.route(`${fakeX.url}/i/oauth2/authorize**`, async (route) => {
        const { code, state } = fakeX.approve(route.request().url(), {
          id: '4242',
          name: 'Xavier Lane',
          username: 'xavierlane',
        });
        const callback = new URL('/auth/twitter/callback', stack.web.url);
        callback.search = new URLSearchParams({ code, state }).toString();
        await route.fulfill({ status: 302, headers: { location: callback.toString() } });
      });
      await open(page, '/auth/register/creator');
      await page.getByRole('button', { name: 'Continue with X' }).click();
      await page.waitForURL('**/creator/account');
      expect((await context.cookies()).find((c) => c.name === 'role')).toBeUndefined();
      const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
      const me = await callApi<{ isPerformer: boolean; name: string }>(stack.api, 'GET', '/users/me', { token });
      expect(me.data).toMatchObject({ isPerformer: true, name: 'Xavier Lane' });
      await page.getByTestId('documents-review').waitFor();
      expect(errors).toEqual([]);
      await context.close();

      // The sign-in page offers X too; a cancelled sign-in says so.
      const other = await stack.newContext();
      const otherPage = await other.newPage();
      await open(otherPage, '/auth/login');
      await otherPage.getByRole('button', { name: 'Continue with X' }).waitFor();
      await stack.screenshot(otherPage, '10-login-with-x');
      await open(otherPage, '/auth/twitter/callback?error=access_denied');
      await otherPage.getByText('The sign-in with X was cancelled or did not finish.').waitFor();
      await other.close();
    } finally {
      await stack.api.services.settings.update({ twitterLoginEnabled: false });
    }
  });
});
