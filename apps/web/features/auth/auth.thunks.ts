import { MESSAGES } from '@fanlane/shared';
import { isApiError } from '@/lib/api/error';
import { md5 } from '@/lib/md5';
import type { AppThunk } from '@/lib/store/store';
import type { CurrentUser } from '@/features/user/user.types';
import { loggedOut, loginFailed, loginRequested, loginSucceeded } from './auth.slice';

export interface LoginCredentials {
  /** Username or email. */
  username: string;
  password: string;
  remember: boolean;
}

/** Spec section 8: the server's message, else "Incorrect credentials!". */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return error.message;
    return error.serverMessage ?? MESSAGES.incorrectCredentials;
  }
  return MESSAGES.incorrectCredentials;
}

/**
 * POST /auth/login, store the token in the cookie (365 days with remember-me, else 1 day), then
 * GET /users/me. Resolves to the user on success and null on failure (the error is in state).
 */
export const login =
  (credentials: LoginCredentials): AppThunk<Promise<CurrentUser | null>> =>
  async (dispatch, getState, { api, session }) => {
    dispatch(loginRequested());
    const password = getState().settings.clientHash ? md5(credentials.password) : credentials.password;
    let tokenWritten = false;
    try {
      const answer = await api.post<{ token?: string } | null>(
        '/auth/login',
        { username: credentials.username.trim(), password, remember: credentials.remember },
        { token: null },
      );
      const token = answer?.token;
      if (!token) throw new Error(MESSAGES.incorrectCredentials);
      session.setToken(token, credentials.remember);
      tokenWritten = true;
      const user = await api.get<CurrentUser>('/users/me', { token });
      dispatch(loginSucceeded({ token, user }));
      return user;
    } catch (error) {
      if (tokenWritten) session.clearToken();
      dispatch(loginFailed(loginErrorMessage(error)));
      return null;
    }
  };

/** Logout resets auth and user state and removes the token; the caller goes to /auth/login. */
export const logout =
  (): AppThunk =>
  (dispatch, _getState, { session }) => {
    session.clearToken();
    dispatch(loggedOut());
  };
