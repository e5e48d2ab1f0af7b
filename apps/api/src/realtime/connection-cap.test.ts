import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/index.js';
import { withSocketServer } from '../test/sockets.js';

/** Issue #19, defect 12: Socket.IO accepted unlimited connections from one address. */
let t: TestApp & { url: string };
const connectTo = withSocketServer((server) => (t = server), { SOCKET_MAX_PER_ADDRESS: '3' });

/** Connects as a client at `address` (the test peer is loopback, a trusted proxy). */
const open = (address: string) => connectTo(t.url, { extraHeaders: { 'x-forwarded-for': address } });

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
