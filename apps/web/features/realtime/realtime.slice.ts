import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RealtimeStatus } from '@fanlane/shared';
import { resetOnLogout } from '@/lib/store/reset-on-logout';

/**
 * The realtime socket's state (spec section 9 statuses): `initialized` once a signed-in session
 * has opened its socket, `connected`, `disconnect` (also before sign-in and after sign-out),
 * `reconnecting` while the client retries, `failed` on a connection error.
 */
export interface RealtimeState {
  status: RealtimeStatus;
  /** The last connection error, for diagnostics; cleared on connect. */
  error: string | null;
  /** Reconnection attempts since the last successful connection. */
  attempts: number;
}

export const initialRealtimeState: RealtimeState = { status: 'disconnect', error: null, attempts: 0 };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    socketInitialized: (state) => {
      state.status = 'initialized';
      state.error = null;
      state.attempts = 0;
    },
    socketConnected: (state) => {
      state.status = 'connected';
      state.error = null;
      state.attempts = 0;
    },
    socketDisconnected: (state) => {
      state.status = 'disconnect';
    },
    socketReconnecting: (state, action: PayloadAction<number>) => {
      state.status = 'reconnecting';
      state.attempts = action.payload;
    },
    socketFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The socket was closed on purpose (sign-out, a new token). */
    socketClosed: () => initialRealtimeState,
  },
  extraReducers: resetOnLogout(initialRealtimeState),
});

export const {
  socketInitialized,
  socketConnected,
  socketDisconnected,
  socketReconnecting,
  socketFailed,
  socketClosed,
} = realtimeSlice.actions;
