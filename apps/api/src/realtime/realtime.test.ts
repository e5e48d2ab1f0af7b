import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../app.js';
import { sessions, users } from '../db/schema/index.js';
import { startTestServer, testEnv, type TestApp } from '../testing.js';

/** Socket.IO (contract 5.1): the handshake token puts a socket in its account's room. */

let t: TestApp & { url: string };
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

function open(url: string, options: Record<string, unknown>) {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, ...options });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = <T>(socket: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Gives the server a moment (a disconnect to be noticed, an event that must not arrive). */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('realtime', () => {
  it('delivers an account event to every socket of the account, by query token or auth payload', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const byQuery = await open(t.url, { query: { token: fan.token } });
    const byAuth = await open(t.url, { auth: { token: fan.token } });
    const stranger = await open(t.url, {});
    // No pause after `connect`: the handshake's token was resolved and the rooms joined before it.
    const got = Promise.all([next(byQuery, 'update_balance'), next(byAuth, 'update_balance')]);
    let strangerGot = false;
    stranger.on('update_balance', () => (strangerGot = true));
    t.services.realtime.emitToUser(fan.user.id, 'update_balance', { token: 5, balance: 5 });
    expect(await got).toEqual([
      { token: 5, balance: 5 },
      { token: 5, balance: 5 },
    ]);
    await settle();
    expect(strangerGot).toBe(false);
    // Presence: online while a socket is open, offline once the last one goes.
    expect((await t.services.users.findById(fan.user.id))?.isOnline).toBe(true);
    byQuery.disconnect();
    byAuth.disconnect();
    await settle();
    expect((await t.services.users.findById(fan.user.id))?.isOnline).toBe(false);
  });

  it('ignores a bad token, and authenticates later with auth/login', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const socket = await open(t.url, { query: { token: 'not-a-token' } });
    await settle();
    let early = false;
    socket.once('update_balance', () => (early = true));
    t.services.realtime.emitToUser(fan.user.id, 'update_balance', { token: 1 });
    await settle();
    expect(early).toBe(false);
    socket.emit('auth/login', { token: fan.token });
    await settle();
    const got = next(socket, 'update_balance');
    t.services.realtime.emitToUser(fan.user.id, 'update_balance', { token: 2 });
    expect(await got).toEqual({ token: 2 });
  });

  it('drops the sockets of a session when it is revoked (logout), and only those', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const other = await t.services.sessions.create(fan.user.id);
    const leaving = await open(t.url, { query: { token: fan.token } });
    const staying = await open(t.url, { query: { token: other.token } });
    await settle();
    const dropped = new Promise<string>((resolve) => leaving.once('disconnect', (reason) => resolve(reason)));
    const res = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: fan.token } });
    expect(res.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    const got = next(staying, 'update_balance');
    t.services.realtime.emitToUser(fan.user.id, 'update_balance', { token: 3 });
    expect(await got).toEqual({ token: 3 });
  });

  it('drops the sockets of an account suspended or a session deleted by any means; a rename keeps them', async () => {
    const db = t.services.database.db;
    const suspended = await t.services.testing.createUserWithSession();
    const deleted = await t.services.testing.createUserWithSession();
    const renamed = await t.services.testing.createUserWithSession();
    const [a, b, c] = await Promise.all(
      [suspended, deleted, renamed].map((x) => open(t.url, { query: { token: x.token } })),
    );
    await settle();
    const dropped = (socket: Socket) =>
      new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const [droppedA, droppedB] = [dropped(a!), dropped(b!)];
    // Straight in the database, as an operator's tool would: the triggers' notifications reach realtime.
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, suspended.user.id));
    await db.delete(sessions).where(eq(sessions.userId, deleted.user.id));
    await db.update(users).set({ name: 'Renamed' }).where(eq(users.id, renamed.user.id));
    expect(await droppedA).toBe('io server disconnect');
    expect(await droppedB).toBe('io server disconnect');
    await settle();
    expect(c!.connected).toBe(true);
    const got = next(c!, 'update_balance');
    t.services.realtime.emitToUser(renamed.user.id, 'update_balance', { token: 4 });
    expect(await got).toEqual({ token: 4 });
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('crosses API processes through the Redis adapter', async () => {
    // Two API servers on one database, each with its own Socket.IO server, sharing Redis.
    const env = testEnv({ REDIS_URL: process.env.TEST_REDIS_URL! });
    const a = await buildApp({ env, database: t.services.database });
    const b = await buildApp({ env, database: t.services.database });
    try {
      await Promise.all([a.app.listen({ host: '127.0.0.1', port: 0 }), b.app.listen({ host: '127.0.0.1', port: 0 })]);
      const urlOf = (app: typeof a.app) => {
        const address = app.server.address() as { port: number };
        return `http://127.0.0.1:${address.port}`;
      };
      const fan = await t.services.testing.createUserWithSession();
      const onB = await open(urlOf(b.app), { query: { token: fan.token } });
      await settle();
      const got = next(onB, 'update_balance');
      a.services.realtime.emitToUser(fan.user.id, 'update_balance', { token: 7, balance: 7 });
      expect(await got).toEqual({ token: 7, balance: 7 });
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
