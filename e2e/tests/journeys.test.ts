import { THEME_STORAGE_KEY } from '@fanlane/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const SITE_NAME = 'Lantern Test Club';

const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

const pathname = (page: Page) => new URL(page.url()).pathname;

/** Waits for running CSS transitions and animations (the drawer sliding in) to finish. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

suite('browser journeys', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
    await stack.api.services.settings.update({ siteName: SITE_NAME });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('1. the landing page shows the site name from the settings', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByTestId('hero-site-name').waitFor();

    expect(await page.getByTestId('hero-site-name').innerText()).toBe(SITE_NAME);
    expect(await page.getByTestId('brand').innerText()).toContain(SITE_NAME);
    expect(await page.title()).toContain(SITE_NAME);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('width=device-width');
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBe('/favicon.svg');
    // No creators yet (or no endpoint yet): the section says so instead of breaking.
    const creators = await page.getByTestId('creator-card').count();
    if (creators === 0) await page.getByTestId('creators-empty').waitFor();

    await stack.screenshot(page, '1-landing-desktop-light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('2. maintenance mode replaces the layout, and switching it off restores the landing page', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    await stack.api.services.settings.update({ maintenanceMode: true });
    try {
      await page.goto('/');
      await page.getByTestId('maintenance-layout').waitFor();
      expect(await page.getByTestId('hero-site-name').count()).toBe(0);
      expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);
      await stack.screenshot(page, '2-maintenance');

      // Every other layout is replaced too, but the sign-in page stays open for administrators.
      await page.goto('/home');
      await page.getByTestId('maintenance-layout').waitFor();
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

      // An administrator's session sees the site as usual.
      const admin = await stack.api.services.testing.createUserWithSession({ role: 'admin' });
      const adminContext = await stack.newContext();
      await stack.signIn(adminContext, admin.token);
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/');
      await adminPage.getByTestId('hero-site-name').waitFor();
      await adminContext.close();
    } finally {
      await stack.api.services.settings.update({ maintenanceMode: false });
    }

    await page.goto('/');
    await page.getByTestId('hero-site-name').waitFor();
    expect(await page.getByTestId('maintenance-layout').count()).toBe(0);
    await context.close();
  });

  it('3. /home needs a session: without one it lands on /auth/login; a fan with a token gets in', async () => {
    const anonymous = await stack.newContext();
    const page = await anonymous.newPage();
    await page.goto('/home');
    expect(pathname(page)).toBe('/auth/login');
    await page.getByLabel('Username or email').waitFor();
    await stack.screenshot(page, '3-login');
    await anonymous.close();

    const { user, token } = await stack.api.services.testing.createUserWithSession({ role: 'user' });
    const fan = await stack.newContext();
    await stack.signIn(fan, token);
    const fanPage = await fan.newPage();
    const errors = collectPageErrors(fanPage);
    await fanPage.goto('/home');
    expect(pathname(fanPage)).toBe('/home');
    const greeting = await fanPage.getByTestId('timeline-greeting').innerText();
    expect(greeting).toContain(user.name || user.username || '');
    await fanPage.getByTestId('account-menu').waitFor();
    await stack.screenshot(fanPage, '3-home-fan');

    // A creators-only page sends a fan back to /home; the sign-in page sends a signed-in fan on.
    await fanPage.goto('/creator/account');
    expect(pathname(fanPage)).toBe('/home');
    await fanPage.goto('/auth/login');
    expect(pathname(fanPage)).toBe('/home');
    expect(errors).toEqual([]);
    await fan.close();

    // A token the API does not know is no session at all.
    const stale = await stack.newContext();
    await stack.signIn(stale, 'not-a-real-token');
    const stalePage = await stale.newPage();
    await stalePage.goto('/home');
    expect(pathname(stalePage)).toBe('/auth/login');
    await stale.close();
  });

  it('4. the dark theme survives a reload, stored under the `theme` key; the system setting is ignored', async () => {
    // The system prefers dark, yet the site starts light.
    const context = await stack.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero-site-name').waitFor();
    expect(await colorScheme(page)).toBe('light');

    await page.getByTestId('theme-toggle').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    await page.reload({ waitUntil: 'domcontentloaded' });
    // Set by the boot script in <head>, before first paint and before React hydrates.
    expect(await colorScheme(page)).toBe('dark');
    await page.getByTestId('hero-site-name').waitFor();
    await page.waitForLoadState('load');
    expect(await colorScheme(page)).toBe('dark');
    await stack.screenshot(page, '4-landing-dark');

    await page.goto('/auth/login');
    expect(await colorScheme(page)).toBe('dark');
    await stack.screenshot(page, '4-login-dark');

    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
    await context.close();
  });

  it('5. on a phone the header collapses behind a burger', async () => {
    const context = await stack.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero-site-name').waitFor();
    expect(await page.locator('header nav[aria-label="Main"]').isVisible()).toBe(false);
    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noHorizontalScroll).toBe(true);
    await stack.screenshot(page, '5-landing-mobile');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Explore creators' }).waitFor();
    await settled(page);
    await stack.screenshot(page, '5-landing-mobile-menu', { fullPage: false });
    await context.close();
  });
});
