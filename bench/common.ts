/**
 * What several benchmarks share: a pause, the machine's load line, a free port, and a fresh database
 * of their own on the bench's PostgreSQL server.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl } from './seed-feeds.js';

export { freePort } from '@fanlane/api/testing';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const uptime = () => execSync('uptime').toString().trim();

/** The PostgreSQL server the benches create their databases on (only its server part is used). */
export const benchServerUrl = () =>
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://root@127.0.0.1:5432/postgres';

/**
 * Drops and creates `database` on the bench's server. Answers the still-connected admin client (the
 * caller ends it) and the new database's URL, or null after saying why the bench is skipped.
 */
export async function recreateBenchDatabase(database: string): Promise<{ admin: pg.Client; url: string } | null> {
  const serverUrl = benchServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`skipped: no PostgreSQL at ${serverUrl} (${(err as Error).message});`);
    console.log('  set BENCH_DATABASE_URL to a server where the bench may CREATE DATABASE');
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  return { admin, url: databaseUrl(serverUrl, database) };
}

/**
 * Runs `fn`, and when BENCH_CPU_PROFILE names a folder, records a V8 CPU profile of this process
 * meanwhile into `<folder>/<name>.cpuprofile` (open it in Chrome's DevTools, or sum its self times).
 */
export async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return fn();
  const inspector = await import('node:inspector/promises');
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${name.replace(/[^\w.-]+/g, '-')}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile of this process: ${file}`);
    session.disconnect();
  }
}
