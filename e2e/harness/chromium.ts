import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; CHROMIUM_PATH overrides the path. Playwright's own browsers are never used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function hasChromium(): boolean {
  try {
    fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides at load time whether the journeys can run: without Chromium they are skipped with a
 * message, unless E2E_REQUIRED=1, in which case the run fails.
 */
export function chromiumOrSkip(): boolean {
  if (hasChromium()) return true;
  const message = `Chromium not found at ${CHROMIUM_PATH}: browser journeys skipped (install chromium or set CHROMIUM_PATH).`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(`${message} E2E_REQUIRED=1, so this is a failure.`);
  console.warn(`\n[e2e] ${message}\n`);
  return false;
}

/**
 * Launches headless Chromium. Playwright gives every launch a fresh temporary user data dir and
 * removes it on close; each journey then works in its own browser context.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
}
