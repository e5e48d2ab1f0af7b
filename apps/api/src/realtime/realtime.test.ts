import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../app.js';
import { sessions, users } from '../db/schema/index.js';
import { hashToken } from '../modules/auth/sessions.service.js';
import { testEnv, type TestApp } from '../test/index.js';
import { nextEvent, withSocketServer } from '../test/sockets.js';

/** Socket.IO (contract 5.1): the handshake token puts a socket in its account's room. */

let t: TestApp & { url: string };
const open = withSocketServer((server) => (t = server));

/** Gives the server a moment (a disconnect to be noticed, an event that must not arrive). */
const settle = () => new Promise((r) => setTimeout(r, 150));

/** What `read` answers once it equals `expected`, or after 3 s, whatever it is then. */
async function settled<T>(read: () => Promise<T>, expected: T) {
  const until = Date.now() + 3000;
  await settle();
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await settle();
    value = await read();
  }
  return value;
}

describe('realtime', () => {
  it('delivers an account event to every socket of the account, by query token or auth payload', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const byQuery = await open(t.url, { query: { token: fan.token } });
    const byAuth = await open(t.url, { auth: { token: fan.token } });
    const stranger = await open(t.url, {});
    // No pause after `connect`: the handshake's token was resolved and the rooms joined before it.
    const got = Promise.all([nextEvent(byQuery, 'update_balance'), nextEvent(byAuth, 'update_balance')]);
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
    const got = nextEvent(socket, 'update_balance');
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
    const res = await t.inject('POST', '/auth/logout', null, undefined, { authorization: fan.token });
    expect(res.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    const got = nextEvent(staying, 'update_balance');
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
    const got = nextEvent(c!, 'update_balance');
    t.services.realtime.emitToUser(renamed.user.id, 'update_balance', { token: 4 });
    expect(await got).toEqual({ token: 4 });
  });

  /** Makes the sessions' token look-up run `meanwhile` after it read the session, before it answers. */
  function slowLookup(meanwhile: (token: string) => Promise<void>) {
    const sessionsService = t.services.sessions;
    const resolve = sessionsService.resolve;
    sessionsService.resolve = async (token: string) => {
      const auth = await resolve(token);
      await meanwhile(token);
      return auth;
    };
    return () => {
      sessionsService.resolve = resolve;
    };
  }

  it('drops a socket whose session was revoked between its token look-up and its joining the rooms', async () => {
    const db = t.services.database.db;
    const fan = await t.services.testing.createUserWithSession();
    // Already online on another device, so the new socket changes nothing else about the account.
    const other = await t.services.sessions.create(fan.user.id);
    const staying = await open(t.url, { query: { token: other.token } });
    await settle();
    // Revoked behind the API's back (another process, an operator's tool) once the handshake read it.
    const restore = slowLookup(async (token) => {
      if (token !== fan.token) return;
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(fan.token)));
      await settle();
    });
    try {
      const socket = connect(t.url, { transports: ['websocket'], reconnection: false, query: { token: fan.token } });
      open.sockets.push(socket);
      expect(await nextEvent<string>(socket, 'disconnect')).toBe('io server disconnect');
    } finally {
      restore();
    }
    await settle();
    expect(staying.connected).toBe(true);
    expect((await t.services.users.findById(fan.user.id))?.isOnline).toBe(true);
  });

  it('ends in the account of the last auth/login when two are sent back to back', async () => {
    const first = await t.services.testing.createUserWithSession();
    const second = await t.services.testing.createUserWithSession();
    const socket = await open(t.url, {});
    // The first token's look-up is the slower one: its answer arrives after the second's.
    const restore = slowLookup(async (token) => {
      if (token === first.token) await settle();
    });
    try {
      socket.emit('auth/login', { token: first.token });
      socket.emit('auth/login', { token: second.token });
      await settle();
      await settle();
    } finally {
      restore();
    }
    let wrong = false;
    socket.on('update_balance', (payload: { token: number }) => {
      if (payload.token === 1) wrong = true;
    });
    const got = nextEvent(socket, 'update_balance');
    t.services.realtime.emitToUser(first.user.id, 'update_balance', { token: 1 });
    t.services.realtime.emitToUser(second.user.id, 'update_balance', { token: 2 });
    expect(await got).toEqual({ token: 2 });
    await settle();
    expect(wrong).toBe(false);
    expect((await t.services.users.findById(first.user.id))?.isOnline).toBe(false);
    expect((await t.services.users.findById(second.user.id))?.isOnline).toBe(true);
  });

  it('keeps no trace of a socket that left while its auth/login was being looked up', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const socket = await open(t.url, {});
    const restore = slowLookup(async () => {
      socket.disconnect();
      await settle();
    });
    try {
      socket.emit('auth/login', { token: fan.token });
      await settle();
      await settle();
    } finally {
      restore();
    }
    expect(t.services.realtime.server?.of('/').adapter.rooms.has(`user:${fan.user.id}`)).toBe(false);
    expect((await t.services.users.findById(fan.user.id))?.isOnline).toBe(false);
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
      const got = nextEvent(onB, 'update_balance');
      a.services.realtime.emitToUser(fan.user.id, 'update_balance', { token: 7, balance: 7 });
      expect(await got).toEqual({ token: 7, balance: 7 });

      // Presence across processes: the account moves from B to A (a new socket on A as the one on B
      // closes) and stays online; it is offline once its last socket anywhere has gone.
      const isOnline = async () => (await t.services.users.findById(fan.user.id))?.isOnline;
      let current = onB;
      for (let round = 0; round < 6; round += 1) {
        const [moved] = await Promise.all([
          open(urlOf(round % 2 ? b.app : a.app), { query: { token: fan.token } }),
          current.disconnect(),
        ]);
        current = moved;
        expect(await settled(isOnline, true)).toBe(true);
      }
      current.disconnect();
      expect(await settled(isOnline, false)).toBe(false);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
