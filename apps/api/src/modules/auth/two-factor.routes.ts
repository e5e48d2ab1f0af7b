import { z } from 'zod';
import {
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@fanlane/shared';
import { limited } from '../../http/rate-limit.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from './auth.plugin.js';
import type { TwoFactorService } from './two-factor.service.js';

/** TOTP two-factor sign-in for the caller's own account (issue #19). */
export const twoFactorRoutes: Routes<{ twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
  const guarded = { preHandler: requireAuth, config: limited('accountSecurity') };

  const { get, post } = routes(app, ['auth']);

  get(
    '/auth/2fa',
    {
      preHandler: requireAuth,
      summary: 'Whether two-factor sign-in is on, and recovery codes left',
      response: twoFactorStatusSchema,
    },
    async (request) => twoFactor.status(currentUser(request).id),
  );

  post(
    '/auth/2fa/setup',
    {
      ...guarded,
      summary: 'Starts the set-up: a new secret, its otpauth URL and QR code',
      response: twoFactorSetupSchema,
    },
    async (request) => twoFactor.setup(currentUser(request)),
  );

  post(
    '/auth/2fa/enable',
    {
      ...guarded,
      summary: 'Confirms the set-up with a code; answers 10 single-use recovery codes',
      body: twoFactorEnableSchema,
      response: z.object({ recoveryCodes: z.array(z.string()) }),
    },
    async (request) => ({ recoveryCodes: await twoFactor.enable(currentUser(request).id, request.body.code) }),
  );

  post(
    '/auth/2fa/disable',
    {
      ...guarded,
      summary: 'Turns two-factor sign-in off with a code (app or recovery) or the password',
      body: twoFactorDisableSchema,
      response: z.literal(true),
    },
    async (request) => {
      await twoFactor.disable(currentUser(request), request.body);
      return true as const;
    },
  );
};
