import { z } from 'zod';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { originOf, type SignInOrigin } from '../auth/device.js';
import type { SocialService } from './social.service.js';
import { limited } from '../../http/rate-limit.js';

const role = z.preprocess((v) => (v === 'performer' ? 'performer' : 'user'), z.enum(['user', 'performer']));
const tokenAnswer = z.object({ token: z.string() });
const limit = limited('oauth');

export const socialRoutes: Routes<{ social: SocialService }> = async (app, { social }) => {
  const { post } = routes(app, ['auth']);

  /** A rate-limited sign-in whose answer is only the new session's token. */
  function signIn<B extends z.ZodType>(
    path: string,
    spec: { summary: string; body: B },
    finish: (body: z.output<B>, origin: SignInOrigin) => Promise<{ token: string }>,
  ) {
    post(path, { config: limit, ...spec, response: tokenAnswer }, async (request) => ({
      token: (await finish(request.body as z.output<B>, originOf(request))).token,
    }));
  }

  signIn(
    '/auth/google/login',
    {
      summary: 'Sign in with a Google ID token',
      body: z.object({ tokenId: z.string().min(1).max(5000), role }),
    },
    (body, origin) => social.googleWithIdToken(body.tokenId, body.role, origin),
  );

  signIn(
    '/auth/google/token',
    {
      summary: 'Sign in with a Google authorisation code',
      body: z.object({ code: z.string().min(1).max(2000), role }),
    },
    (body, origin) => social.googleWithCode(body.code, body.role, origin),
  );

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

  signIn(
    '/auth/twitter/callback',
    {
      summary: "Finish X's sign-in: oauth_verifier is the code, oauthToken the state",
      body: z.object({
        oauth_verifier: z.string().min(1).max(2000),
        oauthToken: z.string().min(1).max(500),
        oauthTokenSecret: z.string().optional(),
        callbackUrl: z.string().optional(),
        role,
      }),
    },
    (body, origin) =>
      social.twitterFinish({ code: body.oauth_verifier, state: body.oauthToken, role: body.role }, origin),
  );
};
