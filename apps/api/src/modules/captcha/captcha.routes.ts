import { z } from 'zod';
import { okSchema } from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { limited } from '../../http/rate-limit.js';
import type { Routes } from '../../http/types.js';
import type { CaptchaService } from './captcha.service.js';

/** `POST /re-captcha/verify` (contract 3, product-spec "Other"): `{ success: true }` while the check is off. */
export const captchaRoutes: Routes<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.post(
    '/re-captcha/verify',
    {
      config: limited('captcha'),
      schema: {
        tags: ['auth'],
        summary: 'Checks a reCAPTCHA or Turnstile answer with the provider the settings name',
        body: z.object({ token: z.string().max(4096).optional() }),
        response: { 200: okSchema(z.object({ success: z.boolean() }).catchall(z.unknown())) },
      },
    },
    async (request) => ok(await captcha.check(request.body.token, request.ip)),
  );
};
