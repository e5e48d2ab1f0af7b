import { afterAll, beforeAll } from 'vitest';
import { collectPageErrors, startStack, type Stack } from './stack.js';

/** A phone's viewport (the console's "fits a phone" checks). */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

type Account = Awaited<ReturnType<Stack['api']['services']['testing']['createUserWithSession']>>;

/**
 * The setup the console's journey files share: one stack and one admin account (its username unique
 * in the file), built before the file's tests and closed after; `ready` receives them. Answers
 * `staffPage(token, contextOptions)`: a new signed-in browser context with its page and the page's
 * errors.
 */
export function consoleStack(adminUsername: string, ready: (stack: Stack, admin: Account) => void) {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack();
    ready(stack, await stack.api.services.testing.createUserWithSession({ role: 'admin', username: adminUsername }));
  });
  afterAll(async () => {
    await stack?.close();
  });
  return async function staffPage(token: string, options = {}) {
    const context = await stack!.newContext(options);
    await stack!.signIn(context, token);
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  };
}
