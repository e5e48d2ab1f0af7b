/** Socket.IO in tests: a listening test app with its socket clients, and waiting for a socket's next event. */
import { afterAll, beforeAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestApp } from './test-app.js';

/**
 * A file's listening test app (`startTestServer`, handed to `ready`) and its socket opener: each socket
 * connects over websocket, without reconnecting, and is disconnected after the file's tests, before
 * the app closes (`open.sockets` takes a socket made otherwise, to be disconnected with them).
 */
export function withSocketServer(
  ready: (t: TestApp & { url: string }) => unknown,
  envOverrides: Record<string, string> = {},
) {
  let server: (TestApp & { url: string }) | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer(envOverrides);
    await ready(server);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.close();
  });
  const open = (url: string, options: Record<string, unknown> = {}) => {
    const socket = connect(url, { transports: ['websocket'], reconnection: false, ...options });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  return Object.assign(open, { sockets });
}

/** The next `event` on `socket`; fails after `ms`. */
export const nextEvent = <T>(socket: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
