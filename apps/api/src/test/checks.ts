/** Checks many test files share (vitest only): a successful answer's body, a creator route's guard. */
import { expect } from 'vitest';
import type { Response } from './http.js';
import type { TestApp } from './test-app.js';

/** The JSON body of an answer that must be a 200 (a failure shows the body). */
export function okJson(res: Response) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The `data` of an answer that must be a 200. */
export const okData = (res: Response) => okJson(res).data;

/**
 * Checks a creator route's guard: a visitor 401, a fan 403. Answers a creator's session for the
 * test's own checks of the route.
 */
export async function expectCreatorOnly(t: TestApp, send: (token: string | null) => Promise<Response>) {
  expect((await send(null)).statusCode, 'visitor').toBe(401);
  const fan = await t.services.testing.createUserWithSession();
  expect((await send(fan.token)).statusCode, 'fan').toBe(403);
  return t.services.testing.createUserWithSession({ role: 'performer' });
}
