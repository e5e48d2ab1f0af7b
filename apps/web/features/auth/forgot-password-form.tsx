'use client';

import { Button, Text } from '@mantine/core';
import { MESSAGES, forgotSchema } from '@fanlane/shared';
import Link from '@/lib/ui/link';
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
        <Text>
          We sent a link to <b>{sentTo}</b>. Open it to choose a new password; it works for one day.
        </Text>
        <Button component={Link} href={LOGIN_PATH} radius="xl">
          Back to sign in
        </Button>
      </CheckInbox>
    );
  }

  return (
    <AppForm form={form} label="Reset your password">
      <ProfileField name="email" placeholder="you@example.com" size="md" />
      <SubmitButton size="md" radius="xl" fullWidth>
        Send me a link
      </SubmitButton>
      <PromptLink ta="center" prompt="Remembered it?" href={LOGIN_PATH} label="Sign in" />
    </AppForm>
  );
}
