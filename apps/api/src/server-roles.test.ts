import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from './server.js';
import { freePort, openTestDatabase, testEnv } from './test/index.js';

/** The processes of a deployment of several nodes (docs/operations.md): API replicas and a worker. */
const cleanups: (() => unknown)[] = [];
async function server(role: 'api' | 'worker', overrides: Record<string, string> = {}) {
  // The database is passed in; DATABASE_URL only satisfies the rule that RUN_JOBS=false needs one.
  const env = testEnv({ DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused', RTMP_PORT: '0', ...overrides });
  const database = await openTestDatabase();
  const api = await createServer(env, { database, role });
  cleanups.push(
    () => api.close(),
    database.drop,
    () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }),
  );
  return api;
}
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A job enqueued now: whether the process runs it within a second and a half. */
async function runsJobs(api: Awaited<ReturnType<typeof server>>) {
  let ran = false;
  api.services.jobs.register('roles.test', async () => void (ran = true));
  await api.services.jobs.enqueue('roles.test', {});
  for (let i = 0; i < 30 && !ran; i++) await new Promise((r) => setTimeout(r, 50));
  return ran;
}

describe('process roles', () => {
  it('a worker runs the jobs and answers only /healthz and /metrics on WORKER_PORT', async () => {
    const port = await freePort();
    const worker = await server('worker', { WORKER_PORT: String(port), SEED_DEMO: 'true' });
    await worker.start({ host: '127.0.0.1', port });
    expect(worker.isReady()).toBe(true); // a worker never creates the demo data
    expect(await worker.services.users.count()).toBe(0);
    expect(await runsJobs(worker)).toBe(true);
    const url = `http://127.0.0.1:${(worker.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/settings/public`)).status).toBe(404);
  });

  it('a worker with WORKER_PORT=0 has no HTTP server', async () => {
    const worker = await server('worker', { WORKER_PORT: '0' });
    await worker.start();
    expect(worker.app.server.listening).toBe(false);
    expect(await runsJobs(worker)).toBe(true);
  });

  it('an API process with RUN_JOBS=false serves requests and leaves the jobs to a worker', async () => {
    const api = await server('api', { RUN_JOBS: 'false' });
    await api.start({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/settings/public`)).status).toBe(200);
    expect(await runsJobs(api)).toBe(false);
  });
});
