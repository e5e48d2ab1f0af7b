'use client';

import { ErrorAlert } from '@/lib/ui/error-alert';
import { Button, Divider, Stack } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { XLogoIcon } from '@/features/layout/icons';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { usePublicConfig } from '@/lib/config/config-context';
import { TWITTER_CALLBACK_PATH } from '@/lib/routes';
import { writeRoleCookie } from '@/lib/session/browser-session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { loginWithGoogle, type SignUpRole } from './auth.thunks';
import { useFinishSignIn } from './use-finish-sign-in';

/** The part of Google Identity Services this page uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';

/** Why Google's script is not there (a message key under `auth.social`). */
class GoogleLoadError extends Error {
  constructor(readonly reason: 'googleDidNotLoad' | 'googleCouldNotLoad') {
    super(reason);
    this.name = 'GoogleLoadError';
  }
}
let gisLoading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once, at run time and only when Google sign-in is switched on. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gisLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new GoogleLoadError('googleDidNotLoad'));
    };
    script.onerror = () => {
      gisLoading = null;
      reject(new GoogleLoadError('googleCouldNotLoad'));
    };
    document.head.appendChild(script);
  });
  return gisLoading;
}

/** What each provider's button is given: the role of a new account, and where a failure goes. */
interface ProviderButtonProps {
  role: SignUpRole;
  onError: (message: string) => void;
}

function GoogleButton({ clientId, role, onError }: ProviderButtonProps & { clientId: string }) {
  const t = useTranslations('auth.social');
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            if (!credential) return;
            const user = await dispatch(loginWithGoogle(credential, role));
            if (user) finish(user);
          },
        });
        google.accounts.id.renderButton(holder.current, {
          type: 'standard',
          shape: 'pill',
          size: 'large',
          text: 'continue_with',
          width: holder.current.offsetWidth || 320,
        });
      })
      .catch(
        (error: unknown) => active && onError(error instanceof GoogleLoadError ? t(error.reason) : messageOf(error)),
      );
    return () => {
      active = false;
    };
  }, [clientId, role, dispatch, finish, onError, t]);

  return <div ref={holder} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
}

function XButton({ role, onError }: ProviderButtonProps) {
  const t = useTranslations('auth.social');
  const api = useApi();
  const { cookieDomain } = usePublicConfig();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const callbackUrl = `${window.location.origin}${TWITTER_CALLBACK_PATH}`;
      const answer = await api.post<{ url?: string }>('/auth/twitter/login', { callbackUrl }, { token: null });
      if (!answer?.url) throw new Error(MESSAGES.somethingWentWrong);
      writeRoleCookie(role, cookieDomain);
      window.location.assign(answer.url);
    } catch (error) {
      onError(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      radius="xl"
      size="md"
      fullWidth
      leftSection={<XLogoIcon size={16} />}
      loading={busy}
      onClick={start}
    >
      {t('continueWithX')}
    </Button>
  );
}

/**
 * Google and X sign-in, shown only when the settings switch them on. A new account gets `role`:
 * a fan from the sign-in and fan sign-up pages, a creator from the creator sign-up page.
 */
export function SocialLogin({ role }: { role: SignUpRole }) {
  const t = useTranslations('auth.social');
  const { googleLoginEnabled, googleLoginClientId, twitterLoginEnabled } = useAppSelector((state) => state.settings);
  const [error, setError] = useState<string | null>(null);
  const google = googleLoginEnabled && Boolean(googleLoginClientId);
  if (!google && !twitterLoginEnabled) return null;

  return (
    <Stack gap="sm" data-testid="social-login">
      <Divider label={t('or')} labelPosition="center" />
      <ErrorAlert message={error} />
      {google ? <GoogleButton clientId={googleLoginClientId} role={role} onError={setError} /> : null}
      {twitterLoginEnabled ? <XButton role={role} onError={setError} /> : null}
    </Stack>
  );
}
