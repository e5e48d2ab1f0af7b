import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { slicedBroadcast } from './sliced-broadcast.js';

/** Large-room broadcasts in slices: every member gets every message, in emit order, per socket. */

const SLICE = 3;
const http = createServer();
const io = new Server(http, { transports: ['websocket', 'polling'] });
/** Deliveries handed on since the last reset, by path: written to the TCP socket here, or through Engine.IO. */
const writes = { direct: 0, engine: 0 };
const resetWrites = () => Object.assign(writes, { direct: 0, engine: 0 });
io.adapter(
  slicedBroadcast(io.adapter(), { slice: SLICE, onWrite: (direct) => (direct ? writes.direct++ : writes.engine++) }),
);
const clients: Socket[] = [];
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  io.on('connection', (socket) => {
    void socket.join(['room', `own:${String(socket.handshake.auth.n)}`]);
  });
  for (let n = 0; n < 10; n++) {
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { n } });
    clients.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  }
  while ((io.of('/').adapter.rooms.get('room')?.size ?? 0) < 10) await new Promise((r) => setTimeout(r, 10));
});
afterAll(async () => {
  for (const socket of clients) socket.disconnect();
  await new Promise((resolve) => io.close(resolve));
});

const received = (socket: Socket, count: number) =>
  new Promise<unknown[]>((resolve, reject) => {
    const got: unknown[] = [];
    const timer = setTimeout(() => reject(new Error(`only ${got.length} of ${count}`)), 3000);
    socket.onAny((_event: string, payload: unknown) => {
      got.push(payload);
      if (got.length === count) {
        clearTimeout(timer);
        socket.offAny();
        resolve(got);
      }
    });
  });

describe('sliced broadcast', () => {
  it('writes the first slice in the emit call and the rest on later turns, straight to idle websockets', async () => {
    resetWrites();
    const all = Promise.all(clients.map((socket) => received(socket, 1)));
    io.to('room').emit('m', 1);
    expect(writes).toEqual({ direct: SLICE, engine: 0 });
    expect(await all).toEqual(clients.map(() => [1]));
    expect(writes).toEqual({ direct: 10, engine: 0 });
  });

  it('goes through Engine.IO for a socket with outgoing listeners or a volatile packet, in order', async () => {
    const watched = [...io.of('/').sockets.values()].find((s) => s.handshake.auth.n === 2)!;
    const seen: unknown[] = [];
    const watch = (_event: string, payload: unknown) => void seen.push(payload);
    watched.onAnyOutgoing(watch);
    try {
      resetWrites();
      const all = Promise.all(clients.map((socket) => received(socket, 3)));
      io.to('room').emit('m', 'a');
      io.to('room').volatile.emit('m', 'v');
      io.to('room').emit('m', 'b');
      expect(await all).toEqual(clients.map(() => ['a', 'v', 'b']));
      expect(seen).toEqual(['a', 'v', 'b']);
      // Volatile: all 10 through Engine.IO; the watched socket's other two as well.
      expect(writes).toEqual({ direct: 18, engine: 12 });
    } finally {
      watched.offAnyOutgoing(watch);
    }
  });

  it('reaches a long-polling client through Engine.IO, in order with the rest', async () => {
    const polling = connect(url, { transports: ['polling'], reconnection: false, auth: { n: 'poll' } });
    try {
      await new Promise<void>((resolve) => polling.once('connect', () => resolve()));
      while ((io.of('/').adapter.rooms.get('room')?.size ?? 0) < 11) await new Promise((r) => setTimeout(r, 10));
      resetWrites();
      const all = Promise.all([...clients, polling].map((socket) => received(socket, 3)));
      for (const m of [1, 2, 3]) io.to('room').emit('m', m);
      expect(await all).toEqual([...clients, polling].map(() => [1, 2, 3]));
      expect(writes).toEqual({ direct: 30, engine: 3 });
    } finally {
      polling.disconnect();
      while ((io.of('/').adapter.rooms.get('room')?.size ?? 0) > 10) await new Promise((r) => setTimeout(r, 10));
    }
  });

  it('keeps order per socket across queued broadcasts, small rooms included', async () => {
    const all = Promise.all(clients.map((socket, n) => received(socket, n === 7 ? 7 : n === 8 ? 6 : 5)));
    io.to('room').emit('m', 1);
    io.to('own:7').emit('m', 'own');
    io.to('room').emit('m', 2);
    io.to('room').emit('m', 3);
    io.to(['own:7', 'own:8']).emit('m', 'own');
    io.to('room').emit('m', 4);
    io.emit('m', 5);
    const got = await all;
    // Sockets 7 and 8 get their own messages too, in emit order with the room's.
    got.forEach((list, n) => {
      if (n === 7) expect(list).toEqual([1, 'own', 2, 3, 'own', 4, 5]);
      else if (n === 8) expect(list).toEqual([1, 2, 3, 'own', 4, 5]);
      else expect(list).toEqual([1, 2, 3, 4, 5]);
    });
  });

  it('skips a socket that disconnected before its slice, and leaves acknowledged broadcasts whole', async () => {
    const last = clients[9]!;
    const others = clients.slice(0, 9);
    const all = Promise.all(others.map((socket) => received(socket, 1)));
    io.to('room').emit('m', 'late');
    // The server-side socket of the last client goes before its slice is written.
    [...io.of('/').sockets.values()].find((s) => s.handshake.auth.n === 9)!.disconnect(true);
    expect(await all).toEqual(others.map(() => ['late']));
    expect(last.connected).toBe(false);

    // emitWithAck counts its receivers synchronously: all nine answer.
    others.forEach((socket, n) => socket.on('who', (ack: (n: number) => void) => ack(n)));
    const answers = (await io.to('room').timeout(2000).emitWithAck('who')) as number[];
    expect(answers.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('sliced broadcast with the Redis adapter', () => {
  it('slices the local writes of a broadcast that came from another process, in order', async () => {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const { createClient } = await import('redis');
    const redis = Array.from({ length: 4 }, () => createClient({ url: process.env.TEST_REDIS_URL }));
    await Promise.all(redis.map((c) => c.connect()));
    const servers = [0, 1].map((k) => {
      const server = createServer();
      const sio = new Server(server, { transports: ['websocket'] });
      // Set once (as realtime.ts does): a Redis adapter replaced by a second `adapter(…)` stays subscribed.
      sio.adapter(slicedBroadcast(createAdapter(redis[2 * k], redis[2 * k + 1]), { slice: 2 }));
      sio.on('connection', (socket) => void socket.join('live'));
      return { server, sio };
    });
    const remote: Socket[] = [];
    try {
      for (const { server } of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const urlB = `http://127.0.0.1:${(servers[1]!.server.address() as AddressInfo).port}`;
      for (let n = 0; n < 5; n++) {
        const socket = connect(urlB, { transports: ['websocket'], reconnection: false });
        remote.push(socket);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      }
      await new Promise((r) => setTimeout(r, 100));
      const all = Promise.all(remote.map((socket) => received(socket, 3)));
      for (const m of [1, 2, 3]) servers[0]!.sio.to('live').emit('m', m);
      expect(await all).toEqual(remote.map(() => [1, 2, 3]));
    } finally {
      for (const socket of remote) socket.disconnect();
      for (const { sio } of servers) await new Promise((resolve) => sio.close(resolve));
      await Promise.allSettled(redis.map((c) => c.quit()));
    }
  });
});
