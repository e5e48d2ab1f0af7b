'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import type { CaptchaProvider } from './captcha-widget';

// The widget's code loads only on a site with the bot check on, and only where a form shows it.
const CaptchaWidget = dynamic(() => import('./captcha-widget').then((m) => m.CaptchaWidget), { ssr: false });

export interface Captcha {
  /** The bot check is on for this site (`captchaProvider` setting). */
  enabled: boolean;
  /** The answer to send as `captchaToken` (undefined until answered). */
  token: string | undefined;
  /** The widget, or null when the check is off or not shown yet. */
  field: ReactNode;
  /** Draw a fresh widget after a request used the answer. */
  reset(): void;
}

/**
 * The bot check of sign-up, contact and repeated failed sign-ins (issue #22): `show` false keeps the
 * widget hidden until the server asks for it (sign-in asks only after failures).
 */
export function useCaptcha(show = true): Captcha {
  const name = useAppSelector((state) => state.settings.captchaProvider);
  const siteKey = useAppSelector((state) => state.settings.captchaSiteKey);
  const provider: CaptchaProvider | null = name === 'recaptcha' || name === 'turnstile' ? name : null;
  const enabled = provider !== null && siteKey !== '';
  const [token, setToken] = useState<string | undefined>(undefined);
  const [resetKey, setResetKey] = useState(0);
  const onToken = useCallback((value: string | null) => setToken(value ?? undefined), []);
  const reset = useCallback(() => setResetKey((n) => n + 1), []);
  const field =
    enabled && show && provider ? (
      <CaptchaWidget provider={provider} siteKey={siteKey} onToken={onToken} resetKey={resetKey} />
    ) : null;
  return { enabled, token, field, reset };
}
