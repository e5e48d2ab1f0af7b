import { SECURITY_MESSAGES } from '@fanlane/shared';
import { unprocessable, withFlags } from '../../http/errors.js';
import { verifyCaptchaToken, type CaptchaAnswer, type CaptchaVerifier } from '../../adapters/captcha.js';
import type { SettingsService } from '../settings/settings.service.js';

export const CAPTCHA_MESSAGES = {
  required: SECURITY_MESSAGES.captchaRequired,
} as const;

/** reCAPTCHA v3 scores below this are treated as bots. */
const MIN_SCORE = 0.5;

/**
 * The bot check asked on sign-up, the contact form and repeated failed sign-ins (issue #19 and #22),
 * through the provider the `captchaProvider` setting names (`recaptcha`, `turnstile`; empty: off).
 */
export function createCaptchaService(deps: {
  settings: SettingsService;
  urls: { recaptcha: string; turnstile: string };
  verify?: CaptchaVerifier;
}) {
  const verify = deps.verify ?? verifyCaptchaToken;
  const provider = async () => {
    const name = String(await deps.settings.get('captchaProvider'));
    return name === 'recaptcha' || name === 'turnstile' ? name : null;
  };

  async function check(token: string | undefined, remoteIp?: string): Promise<CaptchaAnswer> {
    const name = await provider();
    if (!name) return { success: true };
    if (!token || token.length > 4096) return { success: false };
    const answer = await verify({
      url: deps.urls[name],
      secret: String(await deps.settings.get('captchaSecretKey')),
      token,
      remoteIp,
    });
    const passed = answer.success && (answer.score === undefined || answer.score >= MIN_SCORE);
    return { ...answer, success: passed };
  }

  return {
    enabled: async () => (await provider()) !== null,
    /** `{ success: true }` while off; the provider's answer (success decided here) when on. */
    check,
    /** Throws 422 with `captchaRequired: true` unless the token passes (or the check is off). */
    async assert(token: string | undefined, remoteIp?: string): Promise<void> {
      if ((await check(token, remoteIp)).success) return;
      throw withFlags(unprocessable(CAPTCHA_MESSAGES.required, 'CAPTCHA_REQUIRED'), { captchaRequired: true });
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
