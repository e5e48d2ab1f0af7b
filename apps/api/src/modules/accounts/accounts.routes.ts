import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  emailSchema,
  forgotSchema,
  loginSchema,
  okSchema,
  registerPerformerSchema,
  registerUserSchema,
} from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { requireAuth, currentUser } from '../auth/auth.plugin.js';
import { tokenFromHeader } from '../auth/sessions.service.js';
import { originOf } from '../auth/device.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { AccountsService } from './accounts.service.js';
import { passwordPage } from './password-page.js';
import { isCommonPassword } from './common-passwords.js';
import { limited } from '../../http/rate-limit.js';

const messageSchema = okSchema(z.object({ message: z.string() }));
const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const accountsRoutes: Routes<{
  accounts: AccountsService;
  captcha: CaptchaService;
  settings: SettingsService;
  webUrl: string;
  tmpDir: string;
}> = async (app, { accounts, captcha, settings, webUrl, tmpDir }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const { post, put } = routes(app, ['auth']);

  post(
    '/auth/login',
    {
      summary: 'Sign in by email or username; answers a session token',
      body: loginSchema,
      response: z.object({ token: z.string(), expiresAt: z.string() }),
    },
    async (request) => {
      const { token, expiresAt } = await accounts.login(request.body, request.ip, originOf(request));
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );

  post('/auth/logout', { summary: 'Revokes the session token', response: z.boolean() }, async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token) await accounts.logout(token);
    return true;
  });

  app.post(
    '/auth/users/register',
    {
      config: limited('signup'),
      schema: { tags: ['auth'], summary: 'Fan sign-up', body: registerUserSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await captcha.assert(request.body.captchaToken, request.ip);
      return ok({ message: (await accounts.registerUser(request.body)).message });
    },
  );

  app.post(
    '/auth/performers/register',
    {
      config: limited('signup'),
      schema: {
        tags: ['auth'],
        summary: 'Creator sign-up: multipart with idVerification and documentVerification files',
        consumes: ['multipart/form-data'],
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const body = await readMultipart(
        request,
        { idVerification: DOCUMENT_MAX_BYTES, documentVerification: DOCUMENT_MAX_BYTES },
        tmpDir,
      );
      try {
        const parsed = registerPerformerSchema.safeParse(body.fields);
        if (!parsed.success) {
          const messages = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
          throw new AppError('VALIDATION', messages.join('; '), messages);
        }
        await captcha.assert(parsed.data.captchaToken, request.ip);
        return ok({ message: (await accounts.registerPerformer(parsed.data, body.files)).message });
      } finally {
        await body.cleanup();
      }
    },
  );

  app.post(
    '/auth/email-verification',
    {
      config: limited('accountMail'),
      schema: {
        tags: ['auth'],
        summary: 'Re-sends the verification mail',
        body: z.object({
          source: z.object({ email: emailSchema }).optional(),
          email: emailSchema.optional(),
          sourceType: z.string().optional(),
        }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const email = request.body.source?.email ?? request.body.email;
      if (!email) throw badRequest('email is required');
      return ok(await accounts.resendVerification(email));
    },
  );

  app.get(
    '/auth/email-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link in the mail: verifies and redirects',
        querystring: z.object({ token: z.string().max(200).default('') }),
      },
    },
    async (request, reply) => {
      const verified = request.query.token ? await accounts.verifyEmail(request.query.token) : false;
      return reply.redirect(verified ? accounts.redirects.verified : accounts.redirects.failed);
    },
  );

  post(
    '/auth/users/forgot',
    { config: limited('accountMail'), body: forgotSchema, response: z.object({ success: z.literal(true) }) },
    async (request) => accounts.forgot(request.body.email),
  );

  const tokenQuery = z.object({ token: z.string().max(200).default('') });
  const loginUrl = `${webUrl.replace(/\/$/, '')}/auth/login`;
  const siteName = async () => String(await settings.get('siteName'));

  app.get('/auth/password-change', { schema: { tags: ['auth'], querystring: tokenQuery } }, async (request, reply) => {
    const valid = request.query.token !== '' && (await accounts.isResetTokenValid(request.query.token));
    return reply
      .type('text/html; charset=utf-8')
      .send(passwordPage({ siteName: await siteName(), token: valid ? request.query.token : undefined, loginUrl }));
  });

  app.post(
    '/auth/password-change',
    {
      schema: {
        tags: ['auth'],
        querystring: tokenQuery,
        body: z.object({ password: z.string().max(200).default('') }),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const page = (o: Partial<Parameters<typeof passwordPage>[0]>) =>
        siteName().then((name) =>
          reply.type('text/html; charset=utf-8').send(passwordPage({ siteName: name, loginUrl, ...o })),
        );
      const password = request.body.password;
      if (password.length < 8 || password.length > 128) {
        return page({ token, error: 'Password must be 8 to 128 characters' });
      }
      if (await isCommonPassword(password)) return page({ token, error: ACCOUNT_MESSAGES.passwordTooCommon });
      try {
        await accounts.resetPassword(token, password);
      } catch (err) {
        if (err instanceof AppError) return page({ error: ACCOUNT_MESSAGES.linkInvalid });
        throw err;
      }
      return page({ done: true });
    },
  );

  put(
    '/auth/users/me/password',
    {
      preHandler: requireAuth,
      config: limited('accountSecurity'),
      body: changePasswordSchema,
      response: z.literal(true),
    },
    async (request) => {
      await accounts.changePassword(currentUser(request), request.auth!, request.body);
      return true as const;
    },
  );
};
