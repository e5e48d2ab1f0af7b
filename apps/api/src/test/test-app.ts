import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { loadEnv, type Env } from '../env.js';
import type { Services } from '../services.js';
import { createFactories, type Factories } from './factories.js';
import { injector, type Inject } from './http.js';

/**
 * Test helpers: a fresh database per app (PGlite in memory, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL when FANLANE_TEST_DB=postgres), factories, and a listening server.
 */

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.FANLANE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabaseOptions {
  /** PostgreSQL connections (default 5); concurrency tests need more. Ignored on PGlite. */
  poolSize?: number;
}

/** Opens an empty database; `drop` removes a PostgreSQL one afterwards. */
export async function openTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<Database & { drop(): Promise<void>; url?: string }> {
  if (testDbKind() === 'pglite') {
    const database = await openDatabase({});
    return { ...database, drop: async () => undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('FANLANE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `fanlane_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
  return {
    ...database,
    /** The database's address, for other processes (PostgreSQL only). */
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlane-test-'));
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests read what they just wrote; creator-cache.test.ts tests the cache itself.
    CREATOR_CACHE_MS: '0',
    // Every response checked against zod's serialisation of its schema (http/serializer.ts);
    // benchmarks turn it off.
    SERIALIZER_CHECK: process.env.SERIALIZER_CHECK ?? 'true',
    ...overrides,
  });
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  services: Services & { testing: Factories };
  env: Env;
  /** One request through `app.inject`, with a session token and a JSON or `multipart()` body. */
  inject: Inject;
  close(): Promise<void>;
}

/** A fresh app on a fresh database, for `app.inject` tests. */
export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  options: TestDatabaseOptions = {},
): Promise<TestApp> {
  const env = testEnv(envOverrides);
  const database = await openTestDatabase(options);
  const { app, services } = await buildApp({ env, database });
  await app.ready();
  const inject = injector(app);
  return {
    app,
    env,
    inject,
    services: { ...services, testing: createFactories(services, inject) },
    async close() {
      await services.jobs.stop();
      await app.close();
      await database.close();
      await database.drop();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh app listening on 127.0.0.1, for browser journeys and load tests. */
export async function startTestServer(envOverrides: Record<string, string> = {}): Promise<TestApp & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const built = await buildTestApp({ API_PUBLIC_URL: url, API_PORT: String(port), ...envOverrides });
  await built.app.listen({ host: '127.0.0.1', port });
  // A listening server behaves like `npm start`: background jobs (media processing) run in-process.
  built.services.jobs.start();
  return { ...built, url };
}
