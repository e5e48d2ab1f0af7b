'use client';

import { Box, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

/** The providers the `captchaProvider` setting names; the API checks answers with the same one. */
export type CaptchaProvider = 'recaptcha' | 'turnstile';

interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}

declare global {
  interface Window {
    grecaptcha?: WidgetApi & { ready(callback: () => void): void };
    turnstile?: WidgetApi;
  }
}

/** Each provider's script, in explicit-render mode (the widget is drawn where and when we ask). */
export const CAPTCHA_SCRIPTS: Record<CaptchaProvider, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};

const loading = new Map<CaptchaProvider, Promise<WidgetApi>>();

/** Loads a provider's script once per page (the CSP's 'strict-dynamic' trusts what our scripts add). */
function loadProvider(provider: CaptchaProvider): Promise<WidgetApi> {
  const known = loading.get(provider);
  if (known) return known;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CAPTCHA_SCRIPTS[provider];
    script.async = true;
    script.onerror = () => {
      loading.delete(provider);
      reject(new Error('captcha script failed to load'));
    };
    script.onload = () => {
      if (provider === 'turnstile' && window.turnstile) resolve(window.turnstile);
      else if (provider === 'recaptcha' && window.grecaptcha) {
        const api = window.grecaptcha;
        api.ready(() => resolve(api));
      } else reject(new Error('captcha script loaded without its API'));
    };
    document.head.appendChild(script);
  });
  loading.set(provider, promise);
  return promise;
}

export interface CaptchaWidgetProps {
  provider: CaptchaProvider;
  siteKey: string;
  /** The provider's answer, or null when it expired or failed (ask again). */
  onToken(token: string | null): void;
  /** Change it to draw a fresh widget (an answer is good for one request). */
  resetKey?: number;
}

/** The reCAPTCHA (v2 checkbox) or Turnstile widget; its answer goes to the form as `captchaToken`. */
export function CaptchaWidget({ provider, siteKey, onToken, resetKey = 0 }: CaptchaWidgetProps) {
  const t = useTranslations('captcha');
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useRef(onToken);
  report.current = onToken;

  useEffect(() => {
    let gone = false;
    const element = host.current;
    if (!element) return;
    const target = document.createElement('div');
    element.replaceChildren(target);
    report.current(null);
    loadProvider(provider).then(
      (api) => {
        if (gone) return;
        api.render(target, {
          sitekey: siteKey,
          callback: (token: string) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      element.replaceChildren();
    };
  }, [provider, siteKey, resetKey]);

  return (
    <Box data-testid="captcha">
      <Text size="sm" fw={500} mb={4}>
        {t('label')}
      </Text>
      <div ref={host} />
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {t('failed')}
        </Text>
      ) : null}
    </Box>
  );
}
