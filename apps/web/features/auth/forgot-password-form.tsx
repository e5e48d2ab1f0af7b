'use client';

import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { forgotSchema } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MailIcon } from '@/features/layout/icons';
import { useApi } from '@/lib/api/api-context';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { LOGIN_PATH } from '@/lib/routes';

interface ForgotValues {
  email: string;
}

/** POST /auth/users/forgot: the mail links to the API's own page for choosing a new password. */
export function ForgotPasswordForm() {
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues, unknown, z.output<typeof forgotSchema>>({
    resolver: schemaResolver<ForgotValues, typeof forgotSchema>(forgotSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.post('/auth/users/forgot', { email: values.email }, { token: null });
      setSentTo(values.email);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email'] as const));
    }
  });

  if (sentTo) {
    return (
      <Stack gap="md" align="flex-start" data-testid="forgot-done" aria-live="polite">
        <ThemeIcon size={56} radius="xl" variant="light">
          <MailIcon size={28} />
        </ThemeIcon>
        <Title order={2} fz={24}>
          Check your inbox
        </Title>
        <Text>
          We sent a link to <b>{sentTo}</b>. Open it to choose a new password; it works for one day.
        </Text>
        <Button component={Link} href={LOGIN_PATH} radius="xl">
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          size="md"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="md" radius="xl" loading={isSubmitting} fullWidth>
          Send me a link
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          Remembered it?{' '}
          <Anchor component={Link} href={LOGIN_PATH} fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
