'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { REGISTER_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { pathAfterLogin } from './after-login';
import { login } from './auth.thunks';
import { loginSchema, type LoginValues } from './login.schema';

export function LoginForm() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { requesting, error } = useAppSelector((state) => state.auth.login);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    const user = await dispatch(login(values));
    if (!user) return;
    toast.success('Welcome back!');
    router.replace(pathAfterLogin(user));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {error}
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
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox
              label="Remember me"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <Button type="submit" size="md" radius="xl" loading={requesting} fullWidth>
          Sign in
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          New here?{' '}
          <Anchor component={Link} href={REGISTER_PATH} fw={600}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
