/** The sessions table: signed-in sessions, stored by their token's hash. */
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { UserRow } from '../users/users.repository.js';

/** A session that still stands, with its account. */
export interface StandingSession {
  user: UserRow;
  sessionId: string;
  signedInAt: Date;
  expiresAt: Date;
}

/** One of an account's open sessions, as `GET /auth/sessions` lists it. */
export interface SessionView {
  id: string;
  device: string;
  ipCoarse: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * A prepared look-up (its SQL built once, named `name`) of a session that still stands, with its
 * account, by token hash or by session id.
 */
export function prepareStandingSession(
  db: Db,
  by: 'tokenHash' | 'id',
  name: string,
): (params: { key: string; now: Date }) => Promise<StandingSession[]> {
  const prepared = db
    .select({ user: users, sessionId: sessions.id, signedInAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions[by], sql.placeholder('key')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(name);
  return (params) => prepared.execute(params);
}

/** Stores a new session; its id. */
export async function insertSession(
  db: Db,
  session: { userId: string; tokenHash: string; expiresAt: Date; device: string; ipCoarse: string },
): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!.id;
}

/** An account's sessions that still stand, the most recently seen first. */
export async function listStandingSessions(db: Db, userId: string): Promise<SessionView[]> {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      ipCoarse: sessions.ipCoarse,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** The device and coarse address of an account's latest 200 sessions but one, the newest first. */
export async function recentSessionOrigins(
  db: Db,
  userId: string,
  exceptSessionId: string,
): Promise<{ device: string; ipCoarse: string }[]> {
  return db
    .select({ device: sessions.device, ipCoarse: sessions.ipCoarse })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)))
    .orderBy(desc(sessions.createdAt))
    .limit(200);
}

/** Records when a session was last used. */
export async function touchSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

/** Ends the standing sessions `which` picks; the ids ended. */
async function revokeWhere(db: Db, which: SQL | undefined): Promise<string[]> {
  const ended = await db.update(sessions).set({ revokedAt: new Date() }).where(which).returning({ id: sessions.id });
  return ended.map((r) => r.id);
}

/** Ends an account's own session if it still stands; the ids ended. */
export async function revokeSessionById(db: Db, userId: string, sessionId: string): Promise<string[]> {
  return revokeWhere(db, and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends the session with this token hash if it still stands; the ids ended. */
export async function revokeSessionByTokenHash(db: Db, tokenHash: string): Promise<string[]> {
  return revokeWhere(db, and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every standing session of an account but the one given; the ids ended. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<string[]> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  return revokeWhere(db, exceptSessionId ? and(mine, ne(sessions.id, exceptSessionId)) : mine);
}

/** How many accounts opened a session since the date (the dashboard). */
export async function countAccountsSignedInSince(db: Db, since: Date): Promise<number | undefined> {
  const result = await db.execute(
    sql`select count(distinct user_id)::int as n from ${sessions} where created_at >= ${since.toISOString()}::timestamptz`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
}
