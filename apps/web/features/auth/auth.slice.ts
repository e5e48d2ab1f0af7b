import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DomainCode } from '@fanlane/shared';
import type { CurrentUser } from '@/features/user/user.types';

/** Login request status of spec section 3. */
export interface LoginStatus {
  requesting: boolean;
  error: string | null;
  /** The failure's domain code (docs/errors.md), what the form branches on; absent when none. */
  errorCode?: DomainCode | null;
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

export interface LoginFailure {
  message: string;
  code: DomainCode | null;
}

const failure = (message: string, code: DomainCode | null = null) => ({ payload: { message, code } });

/** A failed sign-in's status: the message shown, and its domain code when the API sent one. */
const failedLogin = ({ message, code }: LoginFailure, twoFactorRequired: boolean | undefined): LoginStatus => ({
  requesting: false,
  error: message,
  ...(code ? { errorCode: code } : {}),
  data: null,
  success: false,
  twoFactorRequired,
});

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
    loginFailed: {
      reducer: (state, action: PayloadAction<LoginFailure>) => {
        state.loggedIn = false;
        state.login = failedLogin(action.payload, state.login.twoFactorRequired);
      },
      prepare: failure,
    },
    /** The password was right and the account asks for a code: the message says why. */
    twoFactorAsked: {
      reducer: (state, action: PayloadAction<LoginFailure>) => {
        state.loggedIn = false;
        state.login = failedLogin(action.payload, true);
      },
      prepare: failure,
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
