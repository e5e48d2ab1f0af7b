import { z } from 'zod';
import {
  okSchema,
  passkeyCreationOptionsSchema,
  passkeyItemSchema,
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passkeyRequestOptionsSchema,
  passkeySignInSchema,
} from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { limited } from '../../http/rate-limit.js';
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

  app.get(
    '/auth/passkeys',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['auth'],
        summary: "The caller's passkeys, oldest first",
        response: { 200: okSchema(z.array(passkeyItemSchema)) },
      },
    },
    async (request) => ok(await passkeys.list(currentUser(request).id)),
  );

  app.post(
    '/auth/passkeys/register/options',
    {
      ...guarded,
      schema: {
        tags: ['auth'],
        summary: 'Starts adding a passkey: options for navigator.credentials.create() (a challenge for 5 minutes)',
        response: { 200: okSchema(passkeyCreationOptionsSchema) },
      },
    },
    async (request) => ok(await passkeys.registrationOptions(currentUser(request))),
  );

  app.post(
    '/auth/passkeys/register',
    {
      ...guarded,
      schema: {
        tags: ['auth'],
        summary: "Adds a passkey: the browser's answer to the registration challenge, and a name",
        body: passkeyRegisterSchema,
        response: { 200: okSchema(passkeyItemSchema) },
      },
    },
    async (request) => {
      const name = request.body.name ?? (originOf(request).device || 'Passkey');
      return ok(await passkeys.register(currentUser(request), request.body.response, name));
    },
  );

  app.put(
    '/auth/passkeys/:id',
    {
      ...guarded,
      schema: {
        tags: ['auth'],
        summary: "Renames one of the caller's passkeys (404 for anyone else's)",
        params: idParams,
        body: passkeyRenameSchema,
        response: { 200: okSchema(passkeyItemSchema) },
      },
    },
    async (request) => ok(await passkeys.rename(currentUser(request).id, request.params.id, request.body.name)),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      ...guarded,
      schema: {
        tags: ['auth'],
        summary: "Removes one of the caller's passkeys (404 for anyone else's)",
        params: idParams,
        response: { 200: okSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await passkeys.remove(currentUser(request).id, request.params.id);
      return ok(true as const);
    },
  );

  app.post(
    '/auth/passkeys/login/options',
    {
      config: limited('passkeySignIn'),
      schema: {
        tags: ['auth'],
        summary: 'Starts a passkey sign-in: options for navigator.credentials.get() (a challenge for 5 minutes)',
        response: { 200: okSchema(passkeyRequestOptionsSchema) },
      },
    },
    async () => ok(await passkeys.signInOptions()),
  );

  app.post(
    '/auth/passkeys/login',
    {
      config: limited('passkeySignIn'),
      schema: {
        tags: ['auth'],
        summary: 'Signs in with a passkey (instead of password and code): answers a session token as /auth/login',
        body: passkeySignInSchema,
        response: { 200: okSchema(z.object({ token: z.string(), expiresAt: z.string() })) },
      },
    },
    async (request) => {
      const userId = await passkeys.signIn(request.body.response);
      const { token, expiresAt } = await accounts.signInVerified(userId, request.body.remember, originOf(request));
      return ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );
};
