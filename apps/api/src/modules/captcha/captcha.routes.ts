import { z } from 'zod';
import { limited } from '../../http/rate-limit.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import type { CaptchaService } from './captcha.service.js';

/** `POST /re-captcha/verify` (contract 3, product-spec "Other"): `{ success: true }` while the check is off. */
export const captchaRoutes: Routes<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  const { post } = routes(app, ['auth']);

  post(
    '/re-captcha/verify',
    {
      config: limited('captcha'),
      summary: 'Checks a reCAPTCHA or Turnstile answer with the provider the settings name',
      body: z.object({ token: z.string().max(4096).optional() }),
      response: z.object({ success: z.boolean() }).catchall(z.unknown()),
    },
    async (request) => captcha.check(request.body.token, request.ip),
  );
};
