'use client';

import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '@/lib/config/config-context';
import { LOGIN_PATH, TWITTER_CALLBACK_PATH } from '@/lib/routes';
import { clearRoleCookie, readRoleCookie } from '@/lib/session/browser-session';
import { useAppDispatch } from '@/lib/store/hooks';
import { loginWithTwitter, type SignUpRole } from './auth.thunks';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * X sends the browser back here with ?code&state. The role chosen before leaving comes from the
 * `role` cookie (1 day); the API turns code and state into a session token.
 */
export function TwitterCallback({ code, state, denied }: { code: string; state: string; denied: boolean }) {
  const t = useTranslations('auth.twitter');
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const { cookieDomain } = usePublicConfig();
  const started = useRef(false);
  const [error, setError] = useState<'cancelled' | 'failed' | null>(denied || !code || !state ? 'cancelled' : null);

  useEffect(() => {
    if (started.current || !code || !state || denied) return;
    started.current = true;
    const role: SignUpRole = readRoleCookie() === 'performer' ? 'performer' : 'user';
    void dispatch(
      loginWithTwitter({ code, state, role, callbackUrl: `${window.location.origin}${TWITTER_CALLBACK_PATH}` }),
    ).then((user) => {
      clearRoleCookie(cookieDomain);
      if (user) finish(user);
      else setError('failed');
    });
  }, [code, state, denied, dispatch, finish, cookieDomain]);

  return (
    <Center py={64}>
      {error ? (
        <Stack maw={440} gap="md">
          <Alert color="red" variant="light" role="alert" title={t('title')}>
            {t(error)}
          </Alert>
          <Button component={Link} href={LOGIN_PATH} radius="xl">
            {t('backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" aria-live="polite">
          <Loader />
          <Text c="dimmed">{t('signingIn')}</Text>
        </Stack>
      )}
    </Center>
  );
}
