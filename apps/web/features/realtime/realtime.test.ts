import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/features/auth/auth.slice';
import { storeWith } from '@/lib/testing/fake-api';
import { initialRealtimeState, realtimeSlice, socketConnected, socketFailed } from './realtime.slice';
import { openSocket, socketOptions, type AppSocket } from './socket';

/** A stand-in for a socket.io-client Socket: events in, emits recorded. */
function fakeSocket() {
  const events = new EventEmitter();
  const manager = new EventEmitter();
  const emitted: [string, unknown][] = [];
  let disconnected = false;
  const socket = {
    connected: false,
    io: manager,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
    removeAllListeners: () => events.removeAllListeners(),
    disconnect: () => {
      disconnected = true;
    },
  };
  return {
    socket: socket as unknown as AppSocket,
    fire: (event: string, ...args: unknown[]) => events.emit(event, ...args),
    fireManager: (event: string, ...args: unknown[]) => manager.emit(event, ...args),
    emitted,
    setConnected: (value: boolean) => {
      socket.connected = value;
    },
    get disconnected() {
      return disconnected;
    },
  };
}

describe('realtime slice (spec section 9 statuses)', () => {
  it('starts disconnected; connect clears the error; sign-out resets', () => {
    let state = realtimeSlice.reducer(initialRealtimeState, socketFailed('timeout'));
    expect(state).toMatchObject({ status: 'failed', error: 'timeout' });
    state = realtimeSlice.reducer(state, socketConnected());
    expect(state).toEqual({ status: 'connected', error: null, attempts: 0 });
    expect(realtimeSlice.reducer(state, loggedOut())).toEqual(initialRealtimeState);
  });
});

describe('openSocket', () => {
  it('connects with the token and the spec reconnection options', () => {
    expect(socketOptions('tok')).toMatchObject({
      query: { token: 'tok' },
      auth: { token: 'tok' },
      path: '/socket.io',
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10000,
      transports: ['websocket', 'polling'],
    });
  });

  it('mirrors the socket life in the slice, logs in again on reconnect, logs out on close', () => {
    const { store } = storeWith({});
    const fake = fakeSocket();
    let target = '';
    const connection = openSocket('http://api.test', 'tok', store.dispatch, (url) => {
      target = url;
      return fake.socket;
    });
    const status = () => store.getState().realtime.status;
    expect(target).toBe('http://api.test');
    expect(status()).toBe('initialized');
    fake.fire('connect');
    expect(status()).toBe('connected');
    fake.fire('disconnect');
    expect(status()).toBe('disconnect');
    fake.fireManager('reconnect_attempt', 3);
    expect(store.getState().realtime).toMatchObject({ status: 'reconnecting', attempts: 3 });
    fake.fire('connect_error', new Error('xhr poll error'));
    expect(store.getState().realtime).toMatchObject({ status: 'failed', error: 'xhr poll error' });
    fake.fireManager('reconnect');
    fake.fire('connect');
    expect(fake.emitted).toEqual([['auth/login', { token: 'tok' }]]);

    fake.setConnected(true);
    connection.close();
    expect(fake.emitted.at(-1)).toEqual(['auth/logout', { token: 'tok' }]);
    expect(fake.disconnected).toBe(true);
    expect(status()).toBe('disconnect');
    // Nothing is reported once closed.
    fake.fire('connect');
    expect(status()).toBe('disconnect');
  });
});
