import { z } from 'zod';
import {
  okSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { limited } from '../../http/rate-limit.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from './auth.plugin.js';
import type { TwoFactorService } from './two-factor.service.js';

/** TOTP two-factor sign-in for the caller's own account (issue #19). */
export const twoFactorRoutes: Routes<{ twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
  const guarded = { preHandler: requireAuth, config: limited('accountSecurity') };

  app.get(
    '/auth/2fa',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Whether two-factor sign-in is on, and recovery codes left',
        response: { 200: okSchema(twoFactorStatusSchema) },
      },
    },
    async (request) => ok(await twoFactor.status(currentUser(request).id)),
  );

  app.post(
    '/auth/2fa/setup',
    {
      ...guarded,
      schema: {
        tags: ['auth'],
        summary: 'Starts the set-up: a new secret, its otpauth URL and QR code',
        response: { 200: okSchema(twoFactorSetupSchema) },
      },
    },
    async (request) => ok(await twoFactor.setup(currentUser(request))),
  );

  app.post(
    '/auth/2fa/enable',
    {
      ...guarded,
      schema: {
        tags: ['auth'],
        summary: 'Confirms the set-up with a code; answers 10 single-use recovery codes',
        body: twoFactorEnableSchema,
        response: { 200: okSchema(z.object({ recoveryCodes: z.array(z.string()) })) },
      },
    },
    async (request) => ok({ recoveryCodes: await twoFactor.enable(currentUser(request).id, request.body.code) }),
  );

  app.post(
    '/auth/2fa/disable',
    {
      ...guarded,
      schema: {
        tags: ['auth'],
        summary: 'Turns two-factor sign-in off with a code (app or recovery) or the password',
        body: twoFactorDisableSchema,
        response: { 200: okSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await twoFactor.disable(currentUser(request), request.body);
      return ok(true as const);
    },
  );
};
