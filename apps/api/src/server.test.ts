import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { demoSeedState, recordDemoSeed } from './cli/demo-data.js';
import { appSecrets } from './db/schema/index.js';
import { createServer, STARTING_MESSAGE } from './server.js';
import { openTestDatabase, testDbKind, testEnv } from './test/index.js';

const cleanups: (() => unknown)[] = [];
/** A server as main.ts makes it, on a fresh test database. */
async function server(overrides: Record<string, string> = {}) {
  const env = testEnv(overrides);
  const database = await openTestDatabase();
  cleanups.push(database.drop, () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }));
  return createServer(env, { database });
}
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('the API server (main.ts)', () => {
  it('shuts down gracefully: the in-flight request finishes, websockets and the database close', async () => {
    const api = await server();
    expect(api.isReady()).toBe(true); // no demo data to create
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    api.app.get('/test/slow', async () => {
      entered();
      await released;
      return { done: true };
    });
    await api.start({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/settings/public`)).status).toBe(200);

    const socket: Socket = connect(url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const answer = fetch(`${url}/test/slow`);
    await inFlight;
    // What close-with-grace runs on SIGTERM/SIGINT before it exits the process.
    let closed = false;
    const closing = api.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(false); // still waiting for the request
    expect(await socketClosed).toBe('io server disconnect');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow(); // no new connections

    release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    expect(api.app.server.listening).toBe(false);
    await expect(api.services.database.db.execute(sql`select 1`)).rejects.toThrow();
  }, 60_000);

  it('clears a demo seed interrupted on an earlier start and creates it again, whole', async () => {
    const env = testEnv({ SEED_DEMO: 'true' });
    const database = await openTestDatabase();
    cleanups.push(database.drop, () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }));
    // What a first start stopped half-way leaves: the record says 'started', one account went in.
    const first = await createServer(env, { database });
    await database.db.insert(appSecrets).values({ name: 'demo-seed', value: 'started' });
    const leftover = await first.services.users.insert({
      role: 'user',
      username: 'halfway',
      email: 'halfway@demo.fanlane.local',
      name: 'Half Way',
      passwordHash: 'x',
    });
    await first.app.close();

    const api = await createServer(env, { database });
    try {
      expect(api.isReady()).toBe(false);
      expect(await api.services.users.findById(leftover.id)).toBeFalsy();
      const { demo } = await api.start({ host: '127.0.0.1', port: 0 });
      const logins = await demo;
      expect(logins?.length).toBeGreaterThan(3);
      expect(await api.services.users.count()).toBe(logins!.length);
      expect(await demoSeedState(database.db)).toBe('complete');
      expect(api.isReady()).toBe(true);
    } finally {
      await api.close();
    }
  }, 180_000);

  it('never clears an unfinished demo once the site opened without SEED_DEMO, or holds other accounts', async () => {
    const database = await openTestDatabase();
    const envOf = (seed: string) => testEnv({ SEED_DEMO: seed });
    cleanups.push(database.drop);
    // A first start migrates the database; then a demo seed is recorded as interrupted.
    await (await createServer(envOf('false'), { database })).app.close();
    await recordDemoSeed(database.db, 'started');
    // Opened without the demo: the record becomes 'abandoned', and a later demo start keeps the data.
    const plain = await createServer(envOf('false'), { database });
    const real = await plain.services.users.insert({
      role: 'user',
      username: 'realfan',
      email: 'real@example.com',
      name: 'Real',
      passwordHash: 'x',
    });
    await plain.app.close();
    expect(await demoSeedState(database.db)).toBe('abandoned');
    const later = await createServer(envOf('true'), { database });
    expect(await later.services.users.findById(real.id)).toBeTruthy();
    expect(later.isReady()).toBe(true);
    await later.app.close();

    // 'started' again, with a non-demo account: left as it is, and no longer 'started'.
    await recordDemoSeed(database.db, 'started');
    const guarded = await createServer(envOf('true'), { database });
    try {
      expect(await guarded.services.users.findById(real.id)).toBeTruthy();
      expect(await demoSeedState(database.db)).toBe('abandoned');
    } finally {
      await guarded.close();
    }
  }, 60_000);

  it.runIf(testDbKind() === 'postgres')(
    'seeds the demo once when two replicas start together on an empty database',
    async () => {
      const database = await openTestDatabase();
      const envs = [testEnv({ SEED_DEMO: 'true' }), testEnv({ SEED_DEMO: 'true' })];
      cleanups.push(
        database.drop,
        ...envs.map((env) => () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true })),
      );
      // Two processes' starts (each its own data folder, as two machines): one takes the seed, the
      // other waits for it to end.
      const starting = envs.map((env) => createServer(env, { database }));
      const first = await Promise.race(starting);
      let waited = false;
      const other = Promise.all(starting).then((both) => {
        waited = true;
        return both.find((s) => s !== first)!;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(waited).toBe(false);
      const logins = await (await first.start({ host: '127.0.0.1', port: 0 })).demo;
      const later = await other;
      try {
        expect(logins?.length).toBeGreaterThan(3);
        expect(later.isReady()).toBe(true);
        expect(await later.services.users.count()).toBe(logins!.length);
        expect(await demoSeedState(database.db)).toBe('complete');
      } finally {
        await later.app.close();
        await first.close();
      }
    },
    180_000,
  );

  it('answers 503 "starting" on every route but /healthz until the demo data is complete', async () => {
    const api = await server({ SEED_DEMO: 'true' });
    try {
      // Not started yet, so the (empty) demo site is not complete.
      const starting = await api.app.inject({ url: '/settings/public' });
      expect(starting.statusCode).toBe(503);
      expect(starting.headers['retry-after']).toBe('5');
      expect(starting.json()).toMatchObject({ statusCode: 503, message: STARTING_MESSAGE });
      expect((await api.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(api.isReady()).toBe(false);
    } finally {
      await api.close();
    }
  }, 60_000);
});
