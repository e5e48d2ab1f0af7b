import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@/features/user/user.types';

/** Login request status of spec section 3. */
export interface LoginStatus {
  requesting: boolean;
  error: string | null;
  data: { token: string } | null;
  success: boolean;
  /** The account has two-factor sign-in on: the form asks for a code (issue #19). */
  twoFactorRequired?: boolean;
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
      // Once asked for, the code field stays until the sign-in succeeds or the visitor leaves.
      state.login = {
        requesting: true,
        error: null,
        data: null,
        success: false,
        twoFactorRequired: state.login.twoFactorRequired,
      };
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
      state.login = {
        requesting: false,
        error: action.payload,
        data: null,
        success: false,
        twoFactorRequired: state.login.twoFactorRequired,
      };
    },
    /** The password was right and the account asks for a code: the message says why. */
    twoFactorAsked: (state, action: PayloadAction<string>) => {
      state.loggedIn = false;
      state.login = { requesting: false, error: action.payload, data: null, success: false, twoFactorRequired: true };
    },
    /** The server found a valid session while rendering. */
    sessionRestored: (state) => {
      state.loggedIn = true;
    },
    loggedOut: () => initialAuthState,
  },
});

export const { loginRequested, loginSucceeded, loginFailed, twoFactorAsked, sessionRestored, loggedOut } =
  authSlice.actions;
