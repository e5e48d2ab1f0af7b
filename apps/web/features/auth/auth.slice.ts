import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@/features/user/user.types';

/** Login request status of spec section 3. */
export interface LoginStatus {
  requesting: boolean;
  error: string | null;
  data: { token: string } | null;
  success: boolean;
}

export interface AuthState {
  loggedIn: boolean;
  login: LoginStatus;
}

const idleLogin: LoginStatus = { requesting: false, error: null, data: null, success: false };

export const initialAuthState: AuthState = { loggedIn: false, login: idleLogin };

export interface LoginSucceededPayload {
  token: string;
  user: CurrentUser;
}

/** Login: requesting, then success (loggedIn, user loaded) or failure (error kept); logout resets. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested: (state) => {
      state.login = { requesting: true, error: null, data: null, success: false };
    },
    loginSucceeded: (state, action: PayloadAction<LoginSucceededPayload>) => {
      state.loggedIn = true;
      state.login = {
        requesting: false,
        error: null,
        data: { token: action.payload.token },
        success: true,
      };
    },
    loginFailed: (state, action: PayloadAction<string>) => {
      state.loggedIn = false;
      state.login = { requesting: false, error: action.payload, data: null, success: false };
    },
    /** The server found a valid session while rendering. */
    sessionRestored: (state) => {
      state.loggedIn = true;
    },
    loggedOut: () => initialAuthState,
  },
});

export const { loginRequested, loginSucceeded, loginFailed, sessionRestored, loggedOut } = authSlice.actions;
