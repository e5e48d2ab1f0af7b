import { MESSAGES } from '@fanlane/shared';
import { passwordToSend } from '@/features/auth/auth.thunks';
import { isApiError } from '@/lib/api/error';
import type { AppThunk } from '@/lib/store/store';
import { passwordUpdated, updateFailed, updateRequested, updateSucceeded } from './user.slice';
import type { CurrentUser } from './user.types';

/** Spec section 8: a failed profile or password update shows the server's message, else this. */
export function updateErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 0 ? error.message : (error.serverMessage ?? MESSAGES.tryAgainLater);
  return MESSAGES.tryAgainLater;
}

export type UpdateResult = { ok: true; user: CurrentUser } | { ok: false; error: unknown };

/** Which account a profile form edits: a fan (PUT /users) or a creator (PUT /performers/me). */
export type AccountKind = 'user' | 'performer';

const UPDATE_PATHS: Record<AccountKind, string> = { user: '/users', performer: '/performers/me' };

/**
 * Saves the profile form: updating, then success (the answer replaces the user) or failure (the
 * message kept). A password in the body is hashed first when the client-hash setting is on.
 */
export const updateProfile =
  (kind: AccountKind, values: Record<string, unknown>): AppThunk<Promise<UpdateResult>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(updateRequested());
    const body = { ...values };
    if (typeof body.password === 'string' && body.password !== '') {
      body.password = dispatch(passwordToSend(body.password));
    } else {
      delete body.password;
    }
    // Asked when the email or password changes (issue #19); hashed like the password.
    if (typeof body.currentPassword === 'string' && body.currentPassword !== '') {
      body.currentPassword = dispatch(passwordToSend(body.currentPassword));
    } else {
      delete body.currentPassword;
    }
    try {
      const user = await api.put<CurrentUser>(UPDATE_PATHS[kind], body);
      dispatch(updateSucceeded(user));
      return { ok: true, user };
    } catch (error) {
      dispatch(updateFailed(updateErrorMessage(error)));
      return { ok: false, error };
    }
  };

/** PUT /auth/users/me/password (with the current password when typed); the result is kept as the updated-password flag (spec section 3). */
export const changePassword =
  (
    password: string,
    kind: AccountKind,
    currentPassword?: string,
  ): AppThunk<Promise<{ ok: true } | { ok: false; error: unknown }>> =>
  async (dispatch, _getState, { api }) => {
    try {
      await api.put<boolean>('/auth/users/me/password', {
        password: dispatch(passwordToSend(password)),
        ...(currentPassword ? { currentPassword: dispatch(passwordToSend(currentPassword)) } : {}),
        source: kind,
      });
      dispatch(passwordUpdated(true));
      return { ok: true };
    } catch (error) {
      dispatch(passwordUpdated(false));
      return { ok: false, error };
    }
  };
