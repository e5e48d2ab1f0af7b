'use client';

import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, loginSchema } from '@fanlane/shared';
import Link from 'next/link';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '@/lib/forms/resolver';
import { FORGOT_PASSWORD_PATH, REGISTER_CREATOR_PATH, REGISTER_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { login } from './auth.thunks';
import { ResendVerification } from './resend-verification';
import { SocialLogin } from './social-login';
import { useFinishSignIn } from './use-finish-sign-in';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export interface LoginNotice {
  color: string;
  text: string;
  /** Offer to mail the verification link again. */
  resend?: boolean;
}

export function LoginForm({ notice }: { notice?: LoginNotice | null }) {
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const { requesting, error } = useAppSelector((state) => state.auth.login);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: schemaResolver<LoginValues, typeof loginSchema>(loginSchema),
    defaultValues: { username: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    const user = await dispatch(login({ ...values, remember: Boolean(values.remember) }));
    if (user) finish(user);
  });

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          {notice ? (
            <Alert color={notice.color} variant="light" data-testid="login-notice">
              <Stack gap="sm">
                <span>{notice.text}</span>
                {notice.resend ? <ResendVerification /> : null}
              </Stack>
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" variant="light" role="alert" data-testid="login-error">
              <Stack gap="sm">
                <span>{error}</span>
                {error === MESSAGES.verifyEmail && watch('username').includes('@') ? (
                  <ResendVerification email={watch('username').trim()} />
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <TextInput
            label="Username or email"
            autoComplete="username"
            placeholder="you@example.com"
            size="md"
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            size="md"
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="space-between" gap="xs">
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <Checkbox
                  label="Remember me"
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
            <Anchor component={Link} href={FORGOT_PASSWORD_PATH} size="sm" fw={600}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" radius="xl" loading={requesting} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <SocialLogin role="user" />
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed" ta="center">
          New here?{' '}
          <Anchor component={Link} href={REGISTER_PATH} fw={600}>
            Create an account
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          Want to share your work?{' '}
          <Anchor component={Link} href={REGISTER_CREATOR_PATH} fw={600}>
            Become a creator
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
