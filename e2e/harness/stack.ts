import fs from 'node:fs';
import path from 'node:path';
import { startTestServer } from '@fanlane/api/testing';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from './chromium.js';
import { SCREENSHOT_DIR } from './paths.js';
import { freePort } from './ports.js';
import { ensureWebBuild, startWebServer, type WebServer } from './web-server.js';

export type TestApi = Awaited<ReturnType<typeof startTestServer>>;

export interface Stack {
  api: TestApi;
  web: WebServer;
  browser: Browser;
  /** A fresh, isolated browser context (no cookies, empty storage) pointed at the web app. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Puts a session token in the `token` cookie, as the sign-in page does. */
  signIn(context: BrowserContext, token: string): Promise<void>;
  /** Saves a full-page PNG to e2e/screenshots/<name>.png and returns its path. */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole product for one test file: the API in-process on a fresh in-memory database, the
 * production Next server (`next start`) pointed at it, and headless Chromium. `apiEnv` adds API
 * settings (for example the endpoints of a local stand-in for X), `webEnv` the web server's.
 */
export async function startStack(
  options: {
    apiEnv?: Record<string, string>;
    webEnv?: Record<string, string>;
    /**
     * The host the browser opens the site at (default 127.0.0.1). Passkeys need a domain name
     * (WebAuthn refuses IP addresses as the relying party), so their journeys use `localhost`.
     */
    webHost?: string;
  } = {},
): Promise<Stack> {
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('[e2e] teardown step failed:', error);
      }
    }
  };

  try {
    ensureWebBuild();
    const webPort = await freePort();
    const webUrl = `http://${options.webHost ?? '127.0.0.1'}:${webPort}`;
    const api = await startTestServer({ WEB_URL: webUrl, ...options.apiEnv });
    cleanups.push(() => api.close());
    const web = await startWebServer({ port: webPort, apiUrl: api.url, env: options.webEnv });
    cleanups.push(() => web.stop());
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });

    return {
      api,
      web,
      browser,
      newContext: (options = {}) =>
        browser.newContext({ baseURL: webUrl, viewport: { width: 1280, height: 800 }, ...options }),
      signIn: (context, token) => context.addCookies([{ name: 'token', value: token, url: webUrl }]),
      async screenshot(page, name, options = {}) {
        const file = path.join(SCREENSHOT_DIR, `${name}.png`);
        const fullPage = options.fullPage ?? true;
        // Fixed headers are drawn where the viewport is: a full-page shot starts from the top.
        if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: file, fullPage });
        return file;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Collects console errors, uncaught exceptions (hydration mismatches show up here) and failed
 * responses with their URL.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The failed response itself is recorded below, with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    // Next prefetches links in view; a link to a page that does not exist yet is not a page error.
    const isPrefetch = response.request().headers()['next-router-prefetch'] !== undefined;
    if (response.status() >= 400 && !isPrefetch) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
