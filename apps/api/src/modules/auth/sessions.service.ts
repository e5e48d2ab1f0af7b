import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_DAYS_DEFAULT, SESSION_DAYS_REMEMBER } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** SHA-256 is enough here: tokens are 256 random bits, so there is nothing to brute-force. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reads the token of contract 2.1: the raw header value, `Bearer <token>` too; '' and 'null' are anonymous. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  if (!value || value === 'null' || value === 'undefined') return null;
  return value.length <= 200 ? value : null;
}

/** Told when sessions end, so live connections (sockets) opened with them are closed too. */
export type RevocationListener = (revoked: { sessionIds: string[] }) => void;

export function createSessionsService(db: Db) {
  const listeners = new Set<RevocationListener>();
  // Every signed-in request asks this: its SQL is built once (a drizzle prepared query), not per request.
  const byToken = db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_token');
  const notify = (sessionIds: string[]) => {
    if (!sessionIds.length) return;
    for (const listener of listeners) listener({ sessionIds });
  };
  return {
    onRevoked(listener: RevocationListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Opens a session and returns its token; only the hash is stored. */
    async create(userId: string, options: { remember?: boolean } = {}): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const days = options.remember ? SESSION_DAYS_REMEMBER : SESSION_DAYS_DEFAULT;
      const expiresAt = new Date(Date.now() + days * DAY_MS);
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },

    /** The active account behind a token, or null for unknown, expired, revoked or inactive. */
    async resolve(token: string): Promise<AuthContext | null> {
      const [row] = await byToken.execute({ hash: hashToken(token), now: new Date() });
      if (!row || row.user.status !== 'active') return null;
      return row;
    },

    async revoke(token: string): Promise<void> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      notify(ended.map((r) => r.id));
    },

    /** Ends every session of an account (after a password change), but the one given. */
    async revokeAll(userId: string, exceptSessionId?: string): Promise<void> {
      const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(exceptSessionId ? and(mine, ne(sessions.id, exceptSessionId)) : mine)
        .returning({ id: sessions.id });
      notify(ended.map((r) => r.id));
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
