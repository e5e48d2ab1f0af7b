import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { loadEnv, type Env } from './env.js';
import { purchases, type Role } from './db/schema/index.js';
import type { Services } from './services.js';

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
): Promise<Database & { drop(): Promise<void> }> {
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
  return loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...overrides });
}

export function createFactories(services: Services) {
  let n = 0;
  return {
    async createUser(options: { role?: Role; username?: string; status?: 'active' | 'inactive' } = {}) {
      n += 1;
      const username = options.username ?? `${options.role ?? 'user'}${Date.now().toString(36)}${n}`;
      return services.users.insert(
        {
          role: options.role ?? 'user',
          username,
          email: `${username}@example.test`,
          name: `Test ${username}`,
          status: options.status ?? 'active',
          verifiedEmail: true,
        },
        options.role === 'performer' ? { verifiedDocument: true } : undefined,
      );
    },
    async createUserWithSession(options: { role?: Role; username?: string; remember?: boolean } = {}) {
      const user = await this.createUser(options);
      const { token } = await services.sessions.create(user.id, { remember: options.remember });
      return { user, token };
    },
    /** An active subscription, as the money issue's checkout will create it. */
    subscribe: (userId: string, performerId: string, days = 30) =>
      services.access.grantSubscription(userId, performerId, days),
    /** A purchase entitlement, as a wallet charge will record it. */
    async purchase(userId: string, target: string, targetId: string) {
      await services.database.db.insert(purchases).values({ userId, target, targetId }).onConflictDoNothing();
    },
  };
}
export type Factories = ReturnType<typeof createFactories>;

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  services: Services & { testing: Factories };
  env: Env;
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
  return {
    app,
    env,
    services: { ...services, testing: createFactories(services) },
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

/** A multipart/form-data body for `app.inject`: text fields (arrays as repeated parts) and files. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, { filename: string; body: Buffer; contentType?: string }> = {},
) {
  const boundary = `----fanlane${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small JPEG carrying EXIF GPS data, to prove uploads are re-encoded without metadata. */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/** A generated image (PNG unless `format` says otherwise), for upload tests. */
export async function testImage(width = 320, height = 240, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** The newest mail in the outbox to an address (whose subject contains `subject`, when given). */
export async function lastMailTo(services: Services, to: string, subject = '') {
  const list = (await services.mailer.outbox?.list()) ?? [];
  return list.find((m) => m.to === to && m.subject.includes(subject)) ?? null;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<]+`));
  if (!match) throw new Error(`no link starting ${prefix} in mail`);
  return match[0];
}

/** Test media made by ffmpeg (a moving pattern with a tone, or a tone alone). */
export { generateTestAudio, generateTestVideo } from './adapters/ffmpeg.js';
