import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestApp } from '../test/index.js';

/** Issue #19, defect 12: Socket.IO accepted unlimited connections from one address. */
let t: TestApp & { url: string };
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer({ SOCKET_MAX_PER_ADDRESS: '3' });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

/** Connects as a client at `address` (the test peer is loopback, a trusted proxy). */
function open(address: string) {
  const socket = connect(t.url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('Socket.IO connections per address', () => {
  it('are capped per client address; a closed one frees its place; other addresses are not affected', async () => {
    const first = await Promise.all([open('198.51.100.7'), open('198.51.100.7'), open('198.51.100.7')]);
    await expect(open('198.51.100.7')).rejects.toThrow();
    // Another address still connects.
    await open('198.51.100.8');
    first[0]!.disconnect();
    await new Promise((r) => setTimeout(r, 150));
    await open('198.51.100.7');
    await expect(open('198.51.100.7')).rejects.toThrow();
  });
});
