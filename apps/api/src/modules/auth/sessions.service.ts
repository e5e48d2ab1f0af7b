import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DAYS_DEFAULT, SESSION_DAYS_REMEMBER } from '@fanlane/shared';
import type { Database, Db, Listening } from '../../db/client.js';
import type { UserRow } from '../users/users.repository.js';
import {
  insertSession,
  listStandingSessions,
  prepareStandingSession,
  recentSessionOrigins,
  revokeSessionById,
  revokeSessionByTokenHash,
  revokeUserSessions,
  touchSession,
  type SessionView,
} from './sessions.repository.js';

export type { UserRow } from '../users/users.repository.js';
export type { SessionView } from './sessions.repository.js';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** When this session was opened (the sign-in): recent enough, it stands in for the current password. */
  signedInAt: Date;
}

/** How often a session's last-seen time is written, at most. */
const SEEN_EVERY_MS = 5 * 60_000;

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

export interface SessionCacheOptions {
  /** How long a resolved session may be answered from memory; 0 (default) asks the database every time. */
  ttlMs: number;
  /** The database's notifications: without them (or while they are down) nothing is cached. */
  listen?: Database['listen'];
  /** Sessions kept at most (the oldest goes first); 10,000 by default. */
  maxEntries?: number;
}

interface Cached {
  auth: AuthContext;
  /** The earlier of the session's expiry and the cache's time limit (ms since the epoch). */
  until: number;
}

/**
 * Signed-in sessions kept in memory, so most requests resolve their token without a query. Safe
 * across processes because every change to an account or a session row notifies (migration 0009's
 * triggers, whoever writes); an entry is dropped as soon as its account's notification arrives, and
 * nothing is kept while notifications could be missed. A query that was under way when any
 * notification arrived is not kept either, since it may have read the row before the change.
 */
function createSessionCache(options: SessionCacheOptions, onChanged: (userId: string) => void) {
  const max = options.maxEntries ?? 10_000;
  const entries = new Map<string, Cached>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  let listening: Listening | null = null;
  const drop = (hash: string) => {
    const entry = entries.get(hash);
    if (!entry) return;
    entries.delete(hash);
    const hashes = byUser.get(entry.auth.user.id);
    hashes?.delete(hash);
    if (hashes && !hashes.size) byUser.delete(entry.auth.user.id);
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const hash of byUser.get(userId) ?? []) entries.delete(hash);
    byUser.delete(userId);
  };
  const forgetAll = () => {
    generation += 1;
    entries.clear();
    byUser.clear();
  };
  if (options.listen) {
    options
      .listen(
        'fanlane_auth',
        (payload) => {
          if (payload === '*') forgetAll();
          else forgetUser(payload);
          onChanged(payload);
        },
        forgetAll,
      )
      .then(
        (l) => (listening = l),
        () => undefined,
      );
  }
  return {
    live: () => options.ttlMs > 0 && !!listening?.live,
    generation: () => generation,
    get(hash: string): AuthContext | null {
      const entry = entries.get(hash);
      if (!entry) return null;
      if (entry.until > Date.now() && listening?.live) return entry.auth;
      drop(hash);
      return null;
    },
    /** Keeps what a query read, unless a notification arrived since it began (`since`). */
    set(hash: string, auth: AuthContext, expiresAt: Date, since: number) {
      if (options.ttlMs <= 0 || since !== generation || !listening?.live) return;
      drop(hash);
      if (entries.size >= max) drop(entries.keys().next().value!);
      Object.freeze(auth.user);
      entries.set(hash, {
        auth: Object.freeze(auth),
        until: Math.min(expiresAt.getTime(), Date.now() + options.ttlMs),
      });
      const hashes = byUser.get(auth.user.id) ?? new Set<string>();
      hashes.add(hash);
      byUser.set(auth.user.id, hashes);
    },
    drop(hash: string) {
      generation += 1;
      drop(hash);
    },
    forgetUser,
  };
}

/** Told when an account or one of its sessions changed, in any process ('*': every account). */
export type AccountChangeListener = (userId: string) => void;

export function createSessionsService(db: Db, cacheOptions: SessionCacheOptions = { ttlMs: 0 }) {
  const listeners = new Set<RevocationListener>();
  const changeListeners = new Set<AccountChangeListener>();
  const cache = createSessionCache(cacheOptions, (userId) => {
    for (const listener of changeListeners) listener(userId);
  });
  // Every signed-in request not answered from memory asks this.
  const byToken = prepareStandingSession(db, 'tokenHash', 'session_by_token');
  const bySession = prepareStandingSession(db, 'id', 'session_by_id');
  const seen = new Map<string, number>();
  const notify = (sessionIds: string[]) => {
    if (!sessionIds.length) return;
    for (const listener of listeners) listener({ sessionIds });
  };
  return {
    /** Whether sessions are being kept in memory now (the cache is on and hears every change). */
    cacheLive: () => cache.live(),

    /**
     * Told of every change to an account's row or its sessions, made by any process (the triggers'
     * notifications; nothing without them). Live connections re-check their session with it.
     */
    onAccountChanged(listener: AccountChangeListener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    /** The session as it stands now, by its id: null once revoked, expired or its account inactive. */
    async current(sessionId: string): Promise<AuthContext | null> {
      const [row] = await bySession({ key: sessionId, now: new Date() });
      return row && row.user.status === 'active'
        ? { user: row.user, sessionId: row.sessionId, signedInAt: row.signedInAt }
        : null;
    },

    onRevoked(listener: RevocationListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Opens a session and returns its token; only the hash is stored. */
    async create(
      userId: string,
      options: { remember?: boolean; device?: string; ipCoarse?: string } = {},
    ): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
      const token = randomBytes(32).toString('base64url');
      const days = options.remember ? SESSION_DAYS_REMEMBER : SESSION_DAYS_DEFAULT;
      const expiresAt = new Date(Date.now() + days * DAY_MS);
      const sessionId = await insertSession(db, {
        userId,
        tokenHash: hashToken(token),
        expiresAt,
        device: options.device ?? '',
        ipCoarse: options.ipCoarse ?? '',
      });
      return { token, expiresAt, sessionId };
    },

    /** An account's sessions that still stand, the most recently seen first. */
    async list(userId: string): Promise<SessionView[]> {
      return listStandingSessions(db, userId);
    },

    /** Whether the account signed in before on this device name from this coarse address. */
    async knownOrigin(userId: string, origin: { device: string; ipCoarse: string }, exceptSessionId: string) {
      const earlier = await recentSessionOrigins(db, userId, exceptSessionId);
      return {
        first: earlier.length === 0,
        known: earlier.some((s) => s.device === origin.device && s.ipCoarse === origin.ipCoarse),
      };
    },

    /** Ends one of the account's own sessions; false when it has no such session standing. */
    async revokeOne(userId: string, sessionId: string): Promise<boolean> {
      cache.forgetUser(userId);
      const ended = await revokeSessionById(db, userId, sessionId);
      notify(ended);
      return ended.length > 0;
    },

    /** Records that a session was used, at most every 5 minutes per session and process. */
    touch(sessionId: string): Promise<void> | undefined {
      const now = Date.now();
      if ((seen.get(sessionId) ?? 0) > now - SEEN_EVERY_MS) return undefined;
      if (seen.size >= 50_000) seen.clear();
      seen.set(sessionId, now);
      return touchSession(db, sessionId, new Date(now));
    },

    /** The active account behind a token, or null for unknown, expired, revoked or inactive. */
    async resolve(token: string): Promise<AuthContext | null> {
      const hash = hashToken(token);
      const cached = cache.get(hash);
      if (cached) return cached;
      const since = cache.generation();
      const [row] = await byToken({ key: hash, now: new Date() });
      if (!row || row.user.status !== 'active') return null;
      const auth = { user: row.user, sessionId: row.sessionId, signedInAt: row.signedInAt };
      cache.set(hash, auth, row.expiresAt, since);
      return auth;
    },

    async revoke(token: string): Promise<void> {
      // The row's notification drops it everywhere; this process need not wait for it.
      cache.drop(hashToken(token));
      notify(await revokeSessionByTokenHash(db, hashToken(token)));
    },

    /** Ends every session of an account (after a password change), but the one given. */
    async revokeAll(userId: string, exceptSessionId?: string): Promise<number> {
      cache.forgetUser(userId);
      const ended = await revokeUserSessions(db, userId, exceptSessionId);
      notify(ended);
      return ended.length;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
