import { MESSAGES, type DomainCode } from '@fanlane/shared';
import { codeOf, isApiError } from '@/lib/api/error';
import { md5 } from '@/lib/md5';
import type { AppThunk } from '@/lib/store/store';
import type { CurrentUser } from '@/features/user/user.types';
import { loggedOut, loginFailed, loginRequested, loginSucceeded, twoFactorAsked } from './auth.slice';

export interface LoginCredentials {
  /** Username or email. */
  username: string;
  password: string;
  remember: boolean;
  /** A code from the authenticator app or a recovery code, once the API asked for one. */
  twoFactorCode?: string;
  /** The bot check's answer, once the API asked for one after failed sign-ins. */
  captchaToken?: string;
}

/** The role a social sign-in creates an account with. */
export type SignUpRole = 'user' | 'performer';

/** Spec section 8: the server's message, else "Incorrect credentials!". */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return error.message;
    return error.serverMessage ?? MESSAGES.incorrectCredentials;
  }
  return MESSAGES.incorrectCredentials;
}

/** How the sign-in form shows a failure, by its domain code: a prompt for the code, or the message. */
export function loginErrorKind(code: DomainCode | null | undefined): 'codeNeeded' | 'codeInvalid' | 'message' {
  if (code === 'TWO_FACTOR_REQUIRED') return 'codeNeeded';
  if (code === 'TWO_FACTOR_INVALID') return 'codeInvalid';
  return 'message';
}

/** Whether the failure asks for the bot check (shown from then on). */
export const asksForCaptcha = (code: DomainCode | null | undefined) => code === 'CAPTCHA_REQUIRED';

/** Whether to offer the verification mail again: the address is unverified and the visitor typed an email. */
export const offersResend = (code: DomainCode | null | undefined, username: string) =>
  code === 'EMAIL_NOT_VERIFIED' && username.includes('@');

/** Whether a failed sign-in answered that the account needs a two-factor code (issue #19). */
export function asksForTwoFactor(error: unknown): boolean {
  return (
    isApiError(error) &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { twoFactorRequired?: unknown }).twoFactorRequired === true
  );
}

/** Spec section 5: with the client-hash setting on, passwords leave the browser as MD5. */
export const passwordToSend =
  (password: string): AppThunk<string> =>
  (_dispatch, getState) =>
    getState().settings.clientHash ? md5(password) : password;

/**
 * The common sign-in: POST `body` to `path` (no session yet), store the token it answers in the
 * cookie (365 days with remember-me, else 1 day), GET /users/me with it, and mark the session signed
 * in. Resolves to the user on success and null on failure (the error is in state, and a half-made
 * session is dropped).
 */
const signIn =
  (path: string, body: Record<string, unknown>, remember: boolean): AppThunk<Promise<CurrentUser | null>> =>
  async (dispatch, _getState, { api, session }) => {
    dispatch(loginRequested());
    let tokenWritten = false;
    try {
      const token = (await api.post<{ token?: string } | null>(path, body, { token: null }))?.token;
      if (!token) throw new Error(MESSAGES.incorrectCredentials);
      session.setToken(token, remember);
      tokenWritten = true;
      const user = await api.get<CurrentUser>('/users/me', { token });
      dispatch(loginSucceeded({ token, user }));
      return user;
    } catch (error) {
      if (tokenWritten) session.clearToken();
      if (asksForTwoFactor(error)) dispatch(twoFactorAsked(loginErrorMessage(error), codeOf(error)));
      else dispatch(loginFailed(loginErrorMessage(error), codeOf(error)));
      return null;
    }
  };

/** POST /auth/login, then the common sign-in. */
export const login =
  (credentials: LoginCredentials): AppThunk<Promise<CurrentUser | null>> =>
  (dispatch) => {
    const password = dispatch(passwordToSend(credentials.password));
    const body = {
      username: credentials.username.trim(),
      password,
      remember: credentials.remember,
      ...(credentials.twoFactorCode?.trim() ? { twoFactorCode: credentials.twoFactorCode.trim() } : {}),
      ...(credentials.captchaToken ? { captchaToken: credentials.captchaToken } : {}),
    };
    return dispatch(signIn('/auth/login', body, credentials.remember));
  };

/** POST /auth/passkeys/login with the browser's answer to a passkey challenge, then the common sign-in. */
export const loginWithPasskey = (response: unknown, remember: boolean) =>
  signIn('/auth/passkeys/login', { response, remember }, remember);

/** POST /auth/google/login with the Google Identity Services credential. */
export const loginWithGoogle = (tokenId: string, role: SignUpRole) =>
  signIn('/auth/google/login', { tokenId, role }, false);

export interface TwitterCallback {
  /** `code` of the address X sent the browser back to. */
  code: string;
  /** `state` of that address. */
  state: string;
  role: SignUpRole;
  callbackUrl: string;
}

/** POST /auth/twitter/callback with what X put in the callback address. */
export const loginWithTwitter = ({ code, state, role, callbackUrl }: TwitterCallback) =>
  signIn('/auth/twitter/callback', { oauth_verifier: code, oauthToken: state, role, callbackUrl }, false);

/**
 * Logout (spec section 4): POST /auth/logout revokes the token on the server (a failure there does
 * not keep anyone signed in), then the cookie is removed and auth, user and follows are reset.
 * The caller goes to /auth/login.
 */
export const logout =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api, session }) => {
    try {
      await api.post<boolean>('/auth/logout');
    } catch {
      // Already revoked or unreachable: the local session ends anyway.
    }
    session.clearToken();
    dispatch(loggedOut());
  };
