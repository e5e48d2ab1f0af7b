import { z } from 'zod';
import {
  passkeyCreationOptionsSchema,
  passkeyItemSchema,
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passkeyRequestOptionsSchema,
  passkeySignInSchema,
} from '@fanlane/shared';
import { AppError } from '../../http/errors.js';
import { limited } from '../../http/rate-limit.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { currentUser, requireAuth } from './auth.plugin.js';
import { originOf } from './device.js';
import type { PasskeysService } from './passkeys.service.js';

const idParams = z.object({ id: z.string().max(64) });

/**
 * Passkeys (issue #19): the caller's own (list, add, rename, remove) and signing in with one, which
 * answers the same session token as `POST /auth/login`.
 */
export const passkeysRoutes: Routes<{ passkeys: PasskeysService; accounts: AccountsService }> = async (
  app,
  { passkeys, accounts },
) => {
  const guarded = { preHandler: requireAuth, config: limited('accountSecurity') };
  // Why a passkey was refused (a wrong origin, a counter gone back...) is for operators, not the answer.
  app.addHook('onError', async (request, _reply, error) => {
    const reason = error instanceof AppError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
    if (reason) request.log.warn({ reason }, 'passkey refused');
  });

  const { get, post, put, del } = routes(app, ['auth']);

  get(
    '/auth/passkeys',
    { preHandler: requireAuth, summary: "The caller's passkeys, oldest first", response: z.array(passkeyItemSchema) },
    async (request) => passkeys.list(currentUser(request).id),
  );

  post(
    '/auth/passkeys/register/options',
    {
      ...guarded,
      summary: 'Starts adding a passkey: options for navigator.credentials.create() (a challenge for 5 minutes)',
      response: passkeyCreationOptionsSchema,
    },
    async (request) => passkeys.registrationOptions(currentUser(request)),
  );

  post(
    '/auth/passkeys/register',
    {
      ...guarded,
      summary: "Adds a passkey: the browser's answer to the registration challenge, and a name",
      body: passkeyRegisterSchema,
      response: passkeyItemSchema,
    },
    async (request) => {
      const name = request.body.name ?? (originOf(request).device || 'Passkey');
      return passkeys.register(currentUser(request), request.body.response, name);
    },
  );

  put(
    '/auth/passkeys/:id',
    {
      ...guarded,
      summary: "Renames one of the caller's passkeys (404 for anyone else's)",
      params: idParams,
      body: passkeyRenameSchema,
      response: passkeyItemSchema,
    },
    async (request) => passkeys.rename(currentUser(request).id, request.params.id, request.body.name),
  );

  del(
    '/auth/passkeys/:id',
    {
      ...guarded,
      summary: "Removes one of the caller's passkeys (404 for anyone else's)",
      params: idParams,
      response: z.literal(true),
    },
    async (request) => {
      await passkeys.remove(currentUser(request).id, request.params.id);
      return true as const;
    },
  );

  post(
    '/auth/passkeys/login/options',
    {
      config: limited('passkeySignIn'),
      summary: 'Starts a passkey sign-in: options for navigator.credentials.get() (a challenge for 5 minutes)',
      response: passkeyRequestOptionsSchema,
    },
    async () => passkeys.signInOptions(),
  );

  post(
    '/auth/passkeys/login',
    {
      config: limited('passkeySignIn'),
      summary: 'Signs in with a passkey (instead of password and code): answers a session token as /auth/login',
      body: passkeySignInSchema,
      response: z.object({ token: z.string(), expiresAt: z.string() }),
    },
    async (request) => {
      const userId = await passkeys.signIn(request.body.response);
      const { token, expiresAt } = await accounts.signInVerified(userId, request.body.remember, originOf(request));
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );
};
