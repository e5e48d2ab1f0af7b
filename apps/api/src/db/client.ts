import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Arbitrary constant: the advisory lock every process takes around migrations. */
const MIGRATION_LOCK = 4_231_977;

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
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite has one connection in one process: nothing else can race this.
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
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
function prepareStatements(client: pg.PoolClient, limit: number) {
  type Query = (config: unknown, ...rest: unknown[]) => unknown;
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

async function openPostgres(url: string, poolSize: number, preparedStatements: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  if (preparedStatements > 0) pool.on('connect', (client) => prepareStatements(client, preparedStatements));
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
    close: () => pool.end(),
  };
}
