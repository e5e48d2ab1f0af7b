import { REALTIME_RECONNECTION, type ClientToServerEvents, type ServerToClientEvents } from '@fanlane/shared';
import { io, type Socket } from 'socket.io-client';
import type { AppDispatch } from '@/lib/store/store';
import {
  socketClosed,
  socketConnected,
  socketDisconnected,
  socketFailed,
  socketInitialized,
  socketReconnecting,
} from './realtime.slice';

/** The typed socket of a signed-in session (contract section 5). */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;

/** What `io()` is given; kept apart so a test can check it without opening a connection. */
export function socketOptions(token: string) {
  return {
    ...REALTIME_RECONNECTION,
    transports: [...REALTIME_RECONNECTION.transports],
    path: '/socket.io',
    // The handshake query authenticates (contract 5.1); `auth` carries the same token.
    query: { token },
    auth: { token },
    autoConnect: true,
  };
}

export type Connect = (url: string, options: ReturnType<typeof socketOptions>) => AppSocket;

/**
 * Opens the session's socket on the API origin and mirrors its life in the realtime slice. The
 * returned `close` sends `auth/logout` and disconnects; statuses stop being reported after it.
 */
export function openSocket(
  url: string,
  token: string,
  dispatch: AppDispatch,
  connect: Connect = (target, options) => io(target, options) as AppSocket,
): { socket: AppSocket; close: () => void } {
  const socket = connect(url, socketOptions(token));
  let closed = false;
  const report = (action: Parameters<AppDispatch>[0]) => {
    if (!closed) dispatch(action);
  };
  report(socketInitialized());

  socket.on('connect', () => report(socketConnected()));
  socket.on('disconnect', () => report(socketDisconnected()));
  socket.on('connect_error', (error: Error) => report(socketFailed(error.message || 'connection error')));
  // Reconnection events are raised on the Manager in socket.io-client v4.
  socket.io.on('reconnect_attempt', (attempt: number) => report(socketReconnecting(attempt)));
  socket.io.on('reconnect_failed', () => report(socketFailed('reconnection failed')));
  socket.io.on('reconnect', () => {
    // The handshake query re-authenticates; `auth/login` is sent as well, as the spec's client does.
    socket.emit('auth/login', { token });
  });

  return {
    socket,
    close: () => {
      if (closed) return;
      if (socket.connected) socket.emit('auth/logout', { token });
      closed = true;
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      dispatch(socketClosed());
    },
  };
}
