'use client';

import { Button, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { getPasskey } from '@/features/security/passkey-ceremony';
import { usePasskeyStep } from '@/features/security/use-passkey-step';
import { useApi } from '@/lib/api/api-context';
import { useAppDispatch } from '@/lib/store/hooks';
import { loginWithPasskey } from './auth.thunks';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * "Sign in with a passkey": a challenge from the API, the browser's passkey prompt (the library is
 * loaded on click), then the same session as a password sign-in. The API's refusals show in the
 * sign-in form's alert (auth state); the browser's own in this one.
 */
export function PasskeySignIn({ remember }: { remember: boolean }) {
  const t = useTranslations('auth.login');
  const api = useApi();
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const { busy, run, alert } = usePasskeyStep('passkey-sign-in-error');
  const signIn = () =>
    run(async () => {
      const options = await api.post<unknown>('/auth/passkeys/login/options', {}, { token: null });
      const user = await dispatch(loginWithPasskey(await getPasskey(options), remember));
      if (user) finish(user);
    });

  return (
    <Stack gap="xs">
      {alert}
      <Button variant="default" radius="xl" size="md" fullWidth loading={busy} onClick={signIn}>
        {t('passkey')}
      </Button>
    </Stack>
  );
}
