import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { StaffRole } from '@fanlane/shared';
import { auditLogs } from '../db/schema/index.js';
import type { TestApp } from './index.js';
import { withTestApp } from './lifecycle.js';

/** One signed-in account of each kind an admin route must tell apart. */
export async function staffSessions(t: TestApp) {
  const make = (role: 'user' | 'performer' | StaffRole) => t.services.testing.createUserWithSession({ role });
  const [fan, creator, admin, moderator, finance] = await Promise.all([
    make('user'),
    make('performer'),
    make('admin'),
    make('moderator'),
    make('finance'),
  ]);
  return { fan, creator, admin, moderator, finance };
}
export type StaffSessions = Awaited<ReturnType<typeof staffSessions>>;

/**
 * Checks an admin route's guard: anonymous 401; fan, creator and every staff role not in `allowed`
 * 403. (The allowed roles' success is each test's own business.)
 */
export async function expectStaffOnly(
  t: TestApp,
  sessions: StaffSessions,
  request: InjectOptions,
  allowed: StaffRole[],
) {
  const send = (token?: string) =>
    t.app.inject({ ...request, headers: { ...request.headers, ...(token ? { authorization: token } : {}) } });
  expect((await send()).statusCode, 'anonymous').toBe(401);
  for (const who of ['fan', 'creator', 'admin', 'moderator', 'finance'] as const) {
    if ((allowed as string[]).includes(who)) continue;
    expect((await send(sessions[who].token)).statusCode, who).toBe(403);
  }
}

/**
 * The setup every admin route test shares: one test app and one session of each kind, built before
 * the file's tests and closed after; `ready` receives them.
 */
export function withStaffApp(ready: (t: TestApp, sessions: StaffSessions) => void) {
  withTestApp(async (app) => ready(app, await staffSessions(app)));
}

/** The audit entries of one action on one target. */
export const auditEntries = (t: TestApp, action: string, targetId: string) =>
  t.services.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)));

/** An id no row has. */
export const MISSING_ID = '0123456789abcdef01234567';
