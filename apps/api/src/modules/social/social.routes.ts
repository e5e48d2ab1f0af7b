import { z } from 'zod';
import { okSchema } from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { originOf } from '../auth/device.js';
import type { SocialService } from './social.service.js';
import { limited } from '../../http/rate-limit.js';

const role = z.preprocess((v) => (v === 'performer' ? 'performer' : 'user'), z.enum(['user', 'performer']));
const tokenAnswer = okSchema(z.object({ token: z.string() }));
const limit = limited('oauth');

export const socialRoutes: Routes<{ social: SocialService }> = async (app, { social }) => {
  app.post(
    '/auth/google/login',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: z.object({ tokenId: z.string().min(1).max(5000), role }),
        response: { 200: tokenAnswer },
      },
    },
    async (request) =>
      ok({ token: (await social.googleWithIdToken(request.body.tokenId, request.body.role, originOf(request))).token }),
  );

  app.post(
    '/auth/google/token',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google authorisation code',
        body: z.object({ code: z.string().min(1).max(2000), role }),
        response: { 200: tokenAnswer },
      },
    },
    async (request) =>
      ok({ token: (await social.googleWithCode(request.body.code, request.body.role, originOf(request))).token }),
  );

  const { post } = routes(app, ['auth']);

  post(
    '/auth/twitter/login',
    {
      config: limit,
      summary: "Start X's sign-in (OAuth 2.0 with PKCE); answers the URL to send the browser to",
      body: z.object({ callbackUrl: z.string().min(1).max(500) }),
      response: z.object({
        url: z.string(),
        oauth_token: z.string(),
        oauth_token_secret: z.string(),
        oauth_callback_confirmed: z.boolean(),
      }),
    },
    async (request) => social.twitterStart(request.body.callbackUrl),
  );

  app.post(
    '/auth/twitter/callback',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: "Finish X's sign-in: oauth_verifier is the code, oauthToken the state",
        body: z.object({
          oauth_verifier: z.string().min(1).max(2000),
          oauthToken: z.string().min(1).max(500),
          oauthTokenSecret: z.string().optional(),
          callbackUrl: z.string().optional(),
          role,
        }),
        response: { 200: tokenAnswer },
      },
    },
    async (request) =>
      ok({
        token: (
          await social.twitterFinish(
            { code: request.body.oauth_verifier, state: request.body.oauthToken, role: request.body.role },
            originOf(request),
          )
        ).token,
      }),
  );
};
