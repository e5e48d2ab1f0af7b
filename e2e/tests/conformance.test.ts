import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, chooseOption, open, pathname, signInWithForm } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;
const PASSWORD = 'loopback-pass-7';

/**
 * The site opened at http://127.0.0.1:<port> with no API_PUBLIC_URL for the web and a WEB_URL that
 * is not that address: the browser calls the API at the page's own host, and the API admits the
 * loopback origin (embedded default), so every client call below crosses CORS on that rule alone.
 */
suite('conformance journeys (site opened at 127.0.0.1, no API_PUBLIC_URL)', () => {
  let stack: Stack;
  let apiOrigin: string;
  const categories: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startStack({
      apiEnv: { WEB_URL: 'http://fans.example.test' },
      webEnv: { API_PUBLIC_URL: '' },
    });
    apiOrigin = new URL(stack.api.url).origin;
    for (const [ordering, name] of ['Fitness', 'Music', 'Travel'].entries())
      categories[name] = (
        await stack.api.services.catalog.addCategory({ name, slug: name.toLowerCase(), ordering })
      )._id;
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('70. the register form lists countries, a fan signs in, sees the home feed and a creator profile', async () => {
    expect(stack.web.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const star = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'loopstar' });
    await callApi(stack.api, 'PUT', '/performers/me', {
      token: star.token,
      body: { name: 'Loop Star', bio: 'Posting from the loopback.', categoryIds: [categories.Music] },
    });
    await stack.api.services.testing.buildFeed(star.token, { text: 'Hello from 127.0.0.1' });

    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(apiOrigin)) apiCalls.push(new URL(request.url()).pathname);
    });

    await open(page, '/auth/register');
    await page.getByRole('combobox', { name: /^Country/ }).click();
    await page.getByRole('option', { name: 'France', exact: true }).waitFor();
    await stack.screenshot(page, '70-register-countries');
    await page.keyboard.press('Escape');
    // The browser asked the API at the page's host, not at localhost.
    expect(apiCalls).toContain('/countries/list');

    const registered = await callApi(stack.api, 'POST', '/auth/users/register', {
      body: { email: 'loop.fan@example.test', username: 'loopfan', password: PASSWORD, name: 'Loop Fan' },
    });
    expect(registered.status).toBe(200);
    const fan = await stack.api.services.users.findByLogin('loopfan');
    await stack.api.services.users.update(fan!.id, { verifiedEmail: true });
    const login = await callApi<{ token: string }>(stack.api, 'POST', '/auth/login', {
      body: { username: 'loopfan', password: PASSWORD },
    });
    expect((await callApi(stack.api, 'POST', `/follows/${star.user.id}`, { token: login.data.token })).status).toBe(
      200,
    );

    await signInWithForm(page, 'loopfan', PASSWORD);
    await page.waitForURL('**/home');
    await page.getByTestId('timeline-greeting').waitFor();
    await page.getByTestId('feed-card').first().waitFor();
    expect(await page.getByTestId('feed-card').first().innerText()).toContain('Hello from 127.0.0.1');
    await stack.screenshot(page, '70-home-feed');

    await open(page, '/loopstar');
    await page.getByTestId('creator-profile').waitFor();
    expect(await page.getByTestId('creator-profile').innerText()).toContain('Loop Star');
    await stack.screenshot(page, '70-creator-profile');

    // A CMS page that does not exist is the not-found page, never an "undefined" title.
    await page.goto('/page/no-such-page');
    expect(await page.title()).toMatch(/^Page not found/);
    expect(await page.title()).not.toContain('undefined');
    expect(errors.filter((e) => !e.includes('/page/no-such-page'))).toEqual([]);
    await context.close();
  });

  it('71. a creator picks categories on the account page; the creators list filters by category', async () => {
    const creator = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'catstar' });
    await callApi(stack.api, 'PUT', '/performers/me', { token: creator.token, body: { name: 'Cat Star' } });
    const other = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'travelstar' });
    await callApi(stack.api, 'PUT', '/performers/me', {
      token: other.token,
      body: { name: 'Travel Star', categoryIds: [categories.Travel] },
    });

    const context = await stack.newContext();
    await stack.signIn(context, creator.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/creator/account');
    const field = page.getByRole('combobox', { name: 'Categories' });
    await field.click();
    await page.getByRole('option', { name: 'Fitness', exact: true }).click();
    await page.keyboard.press('Escape');
    await stack.screenshot(page, '71-account-categories');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(async () => (await callApi<{ categoryIds: string[] }>(stack.api, 'GET', '/performers/me', creator)).data)
      .toMatchObject({ categoryIds: [categories.Fitness] });

    await open(page, '/creators');
    await chooseOption(page, 'Category', 'Fitness');
    await page.waitForURL(/categoryIds=/);
    expect(new URL(page.url()).searchParams.get('categoryIds')).toBe(categories.Fitness);
    await expect.poll(async () => page.getByTestId('creators-grid').innerText()).toContain('Cat Star');
    expect(await page.getByTestId('creators-grid').innerText()).not.toContain('Travel Star');
    await stack.screenshot(page, '71-creators-by-category');
    expect(pathname(page)).toBe('/creators');
    expect(errors).toEqual([]);
    await context.close();

    // On a phone, in dark theme: the sign-up form's categories field lists them and fits the screen.
    const phone = await stack.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const phonePage = await phone.newPage();
    await open(phonePage, '/auth/register/creator');
    const categoriesField = phonePage.getByRole('combobox', { name: 'Categories' });
    await categoriesField.scrollIntoViewIfNeeded();
    await categoriesField.click();
    await phonePage.getByRole('option', { name: 'Travel', exact: true }).waitFor();
    await stack.screenshot(phonePage, '71-sign-up-categories-phone-dark', { fullPage: false });
    expect(
      await phonePage.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await phone.close();
  });
});
