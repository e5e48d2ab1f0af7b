import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { NAME_SIMILARITY } from './search.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Hears `NOTIFY channel` (from triggers, any process on the database). A change this process commits
   * is heard before the statement or transaction that made it resolves: every pooled connection
   * listens too, and PostgreSQL tells a listening session of its own notifications before it answers
   * the COMMIT. Changes from other processes are heard when the notification arrives (under a
   * millisecond on one host). `live` is false while they could be missed (the dedicated listening
   * connection is down); `onLost` is called when that starts, so a cache built on these can empty
   * itself and stop trusting the silence.
   */
  listen(channel: NotifyChannel, onMessage: (payload: string) => void, onLost?: () => void): Promise<Listening>;
  /**
   * Waits for, then holds, a lock shared by every process on the database (a PostgreSQL session-level
   * advisory lock, on a connection of its own outside the pool); the function returned lets it go.
   * A process that dies lets it go with its connection. PGlite: one process, so nothing to wait for.
   */
  lock(key: number): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Listening {
  readonly live: boolean;
}

/**
 * The channels listened to: `fanlane_auth` (migration 0009's triggers: an account's id or '*'),
 * `fanlane_settings` (the settings repository after a write: the keys, comma separated).
 */
export const NOTIFY_CHANNELS = ['fanlane_auth', 'fanlane_settings'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** The dedicated listening connection's `application_name` (visible in pg_stat_activity). */
export const LISTENER_NAME = 'fanlane-listen';

/** Channel names are identifiers we choose; quoted anyway. */
const listenSql = (channel: string) => `LISTEN "${channel.replace(/"/g, '""')}"`;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Arbitrary constant: the advisory lock every process takes around migrations. */
const MIGRATION_LOCK = 4_231_977;
/** Another: the lock a start holds from its look at the demo seed's record to the seed's end. */
export const DEMO_SEED_LOCK = 4_231_978;

/**
 * Each connection's trigram bar for `%` (search.ts's NAME_SIMILARITY), so the index itself drops
 * names that are not close enough instead of the rows being read and checked. Behind a
 * transaction-mode pooler the setting may not stick; the queries check the bar again anyway.
 */
const TRIGRAM_THRESHOLD = `SET pg_trgm.similarity_threshold = ${NAME_SIMILARITY}`;

export interface DatabaseOptions {
  /** postgres:// URL; absent means embedded PGlite. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  poolSize?: number;
  /**
   * PostgreSQL: how many distinct parameterised statements each connection prepares (names), so the
   * server parses and plans them once per connection instead of on every call. 0 turns it off.
   */
  preparedStatements?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.preparedStatements ?? 500)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Search (migration 0017) needs trigram similarity and accent folding.
  const client = new PGlite({ dataDir, extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  await client.exec(TRIGRAM_THRESHOLD);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite has one connection in one process: nothing else can race this.
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    // One connection: PGlite calls back before the query (or the COMMIT) that notified resolves.
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
      return { live: true };
    },
    lock: async () => async () => undefined,
    close: () => client.close(),
  };
}

/** Statement text → its name, shared by every connection (bounded like each connection's set). */
const statementNames = new Map<string, string>();

/**
 * Names the parameterised statements a connection sends (by a hash of their text), so node-postgres
 * prepares each one once on that connection and then only binds and executes it. Drizzle sends
 * unnamed statements, which PostgreSQL parses and plans on every call: on the purchase path that was
 * most of the server's time. At most `limit` statements per connection are prepared (dynamic SQL,
 * such as `IN` lists of varying length, would otherwise grow the server's memory); further ones go
 * unnamed as before. Statements without parameters (BEGIN, COMMIT, migrations) are left alone.
 * A prepared statement lives as long as its connection: a migration that changes a table's columns
 * while an older process keeps running makes that process's statements on it fail (restart it).
 */
function prepareStatements(client: pg.ClientBase, limit: number) {
  // Looked up on every call, so code that wraps `pg.Client.prototype.query` later still sees it.
  const proto = Object.getPrototypeOf(client) as { query: Query };
  const original: Query = (config, ...rest) => proto.query.call(client, config, ...rest);
  const prepared = new Set<string>();
  (client as unknown as { query: Query }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as { text?: unknown; name?: string; values?: unknown[] } | null;
    const values = (rest[0] as unknown[] | undefined) ?? c?.values;
    if (c && typeof c === 'object' && !c.name && typeof c.text === 'string' && Array.isArray(values) && values.length) {
      let name = statementNames.get(c.text);
      if (!name && statementNames.size < limit * 4) {
        name = `f${createHash('sha1').update(c.text).digest('base64url').slice(0, 24)}`;
        statementNames.set(c.text, name);
      }
      if (name && (prepared.has(name) || prepared.size < limit)) {
        prepared.add(name);
        return original({ ...c, name }, ...rest);
      }
    }
    return original(config, ...rest);
  };
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;
/** How often the listening connection is asked a `SELECT 1`, and how long it may take to answer. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
type Handlers = Map<string, { onMessage: (payload: string) => void; onLost?: () => void }[]>;

/**
 * The notifications of `Database.listen` on PostgreSQL: one dedicated connection that always listens
 * (reconnected a second after it is lost), and a LISTEN on every pooled connection as it opens, so
 * a connection that commits a change hears it before its COMMIT answers.
 */
function createNotifications(url: string) {
  const handlers: Handlers = new Map(NOTIFY_CHANNELS.map((channel) => [channel, []]));
  let closed = false;
  let dedicated: pg.Client | null = null;
  let live = false;
  let ready: Promise<void> | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  const dispatch = (channel: string, payload = '') => {
    for (const h of handlers.get(channel) ?? []) h.onMessage(payload);
  };
  const lost = () => {
    if (!live) return;
    live = false;
    for (const list of handlers.values()) for (const h of list) h.onLost?.();
  };
  const connect = (): Promise<void> => {
    reconnect = null;
    if (closed) return Promise.resolve();
    // keepAlive: a connection that dies without a reset (a silent network drop) is noticed by TCP.
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME, keepAlive: true });
    dedicated = client;
    let retried = false;
    let heartbeat: NodeJS.Timeout | null = null;
    const retry = () => {
      lost();
      if (heartbeat) clearInterval(heartbeat);
      if (retried) return;
      retried = true;
      if (dedicated === client) dedicated = null;
      if (!closed) (reconnect = setTimeout(() => void connect(), 1000)).unref();
    };
    const drop = () => {
      retry();
      void client.end().catch(() => undefined);
    };
    client.on('notification', (m) => dispatch(m.channel, m.payload));
    client.on('error', drop);
    client.on('end', retry);
    return client
      .connect()
      .then(async () => {
        for (const channel of NOTIFY_CHANNELS) await client.query(listenSql(channel));
        if (closed || dedicated !== client) return void client.end().catch(() => undefined);
        live = true;
        // A connection that stops answering (a stalled peer, a proxy holding it) is treated as lost:
        // silence on it would otherwise pass for "nothing changed".
        heartbeat = setInterval(() => {
          const timeout = setTimeout(drop, HEARTBEAT_TIMEOUT_MS);
          client.query('SELECT 1').then(
            () => clearTimeout(timeout),
            () => clearTimeout(timeout),
          );
        }, HEARTBEAT_MS);
        heartbeat.unref();
      })
      .catch(drop);
  };
  /** A pooled connection, as it opens (before its first query): LISTEN on every channel. */
  const pooled = async (client: pg.ClientBase) => {
    client.on('notification', (m) => dispatch(m.channel, m.payload));
    for (const channel of NOTIFY_CHANNELS) await client.query(listenSql(channel));
  };
  return {
    pooled,
    async listen(channel: string, onMessage: (payload: string) => void, onLost?: () => void): Promise<Listening> {
      handlers.get(channel)!.push({ onMessage, onLost });
      await (ready ??= connect());
      return {
        get live() {
          return live;
        },
      };
    },
    async close() {
      closed = true;
      live = false;
      if (reconnect) clearTimeout(reconnect);
      const client = dedicated;
      dedicated = null;
      await client?.end().catch(() => undefined);
    },
  };
}

async function openPostgres(url: string, poolSize: number, preparedStatements: number): Promise<Database> {
  const notifications = createNotifications(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    onConnect: async (client: pg.ClientBase) => {
      await client.query(TRIGRAM_THRESHOLD);
      if (preparedStatements > 0) prepareStatements(client, preparedStatements);
      await notifications.pooled(client);
    },
  });
  // An idle connection that the server drops (restart, failover, terminated backend) emits 'error' on
  // the pool; unheard, it would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // A session-level advisory lock on one connection serialises concurrent starts.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lockClient.release();
      }
    },
    listen: notifications.listen,
    async lock(key) {
      const client = new pg.Client({ connectionString: url, application_name: 'fanlane-lock' });
      // A connection lost while held: the lock went with it; nothing to crash over.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
      } catch (err) {
        await client.end().catch(() => undefined);
        throw err;
      }
      let held = true;
      return async () => {
        if (!held) return;
        held = false;
        // Ending the session lets the lock go.
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
