'use client';

import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GENDERS, PASSWORD_MIN, registerUserSchema, type RegisterUserInput } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { countryItems, optionItems } from '@/features/reference/reference';
import { useReference } from '@/features/reference/use-reference';
import { useCaptcha } from '@/features/captcha/use-captcha';
import { useApi } from '@/lib/api/api-context';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { LOGIN_PATH, REGISTER_CREATOR_PATH } from '@/lib/routes';
import { useAppDispatch } from '@/lib/store/hooks';
import { NewPasswordInput } from '@/features/security/password-strength';
import { passwordToSend } from './auth.thunks';
import { SignUpDone } from './sign-up-done';
import { SocialLogin } from './social-login';

interface FanSignUpValues {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: string;
  country: string;
}

const FIELDS = ['email', 'username', 'password', 'firstName', 'lastName', 'gender', 'country'] as const;

/** Fan sign-up: POST /auth/users/register, then "check your inbox". */
export function RegisterFanForm() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const countries = useReference('countries');
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FanSignUpValues, unknown, RegisterUserInput>({
    resolver: schemaResolver<FanSignUpValues, typeof registerUserSchema>(registerUserSchema),
    defaultValues: { email: '', username: '', password: '', firstName: '', lastName: '', gender: '', country: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await api.post<{ message?: string }>(
        '/auth/users/register',
        { ...values, password: dispatch(passwordToSend(values.password)), captchaToken: captcha.token },
        { token: null },
      );
      setDone({ message: answer?.message || 'Please check your inbox to verify your email.', email: values.email });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
      captcha.reset();
    }
  });

  if (done) return <SignUpDone {...done} />;

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label="Create a fan account">
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" role="alert" data-testid="register-error">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Username"
            autoComplete="username"
            placeholder="yourname"
            description="3 to 30 letters or digits. Leave it empty and we pick one for you."
            error={errors.username?.message}
            {...register('username')}
          />
          <NewPasswordInput
            control={control}
            name="password"
            registration={register('password')}
            label="Password"
            description={`At least ${PASSWORD_MIN} characters.`}
            required
            error={errors.password?.message}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <Select
                  label="Gender"
                  placeholder="Choose"
                  data={optionItems(GENDERS)}
                  clearable
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.gender?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  label="Country"
                  placeholder={countries.loading ? 'Loading…' : 'Choose'}
                  data={countryItems(countries.data)}
                  searchable
                  clearable
                  nothingFoundMessage="No country by that name"
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.country?.message}
                />
              )}
            />
          </SimpleGrid>
          {captcha.field}
          <Button type="submit" size="md" radius="xl" loading={isSubmitting} fullWidth>
            Create my account
          </Button>
        </Stack>
      </form>
      <SocialLogin role="user" />
      <Group justify="center" gap="lg">
        <Text size="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} href={LOGIN_PATH} fw={600}>
            Sign in
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          A creator?{' '}
          <Anchor component={Link} href={REGISTER_CREATOR_PATH} fw={600} data-testid="creator-sign-up-link">
            Sign up as a creator
          </Anchor>
        </Text>
      </Group>
    </Stack>
  );
}
