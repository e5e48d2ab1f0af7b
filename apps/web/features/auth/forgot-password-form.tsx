'use client';

import { Button, Text } from '@mantine/core';
import { MESSAGES, forgotSchema } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useApi } from '@/lib/api/api-context';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { useAppForm } from '@/lib/forms/use-app-form';
import { LOGIN_PATH } from '@/lib/routes';
import { ProfileField } from '@/features/account/profile-fields';
import { PromptLink } from './prompt-link';
import { CheckInbox } from './sign-up-done';

interface ForgotValues {
  email: string;
}

/** POST /auth/users/forgot: the mail links to the API's own page for choosing a new password. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth.forgot');
  const login = useTranslations('auth.login');
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm<ForgotValues, z.output<typeof forgotSchema>>({
    schema: forgotSchema,
    defaultValues: { email: '' },
    fallbackError: MESSAGES.somethingWentWrong,
    onSubmit: async (values) => {
      await api.post('/auth/users/forgot', { email: values.email }, { token: null });
      setSentTo(values.email);
    },
  });

  if (sentTo) {
    return (
      <CheckInbox testId="forgot-done">
        <Text>{t.rich('sent', { email: sentTo, b: (chunks) => <b>{chunks}</b> })}</Text>
        <Button component={Link} href={LOGIN_PATH} radius="xl">
          {t('backToSignIn')}
        </Button>
      </CheckInbox>
    );
  }

  return (
    <AppForm form={form} label={t('formLabel')}>
      <ProfileField name="email" placeholder={login('usernamePlaceholder')} size="md" />
      <SubmitButton size="md" radius="xl" fullWidth>
        {t('submit')}
      </SubmitButton>
      <PromptLink ta="center" prompt={t('remembered')} href={LOGIN_PATH} label={t('signIn')} />
    </AppForm>
  );
}
