'use client';

import { SimpleGrid } from '@mantine/core';
import { PASSWORD_MIN, registerUserSchema, type RegisterUserInput } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { NewPasswordField } from '@/features/account/new-password-field';
import { CountryField, PersonFields, ProfileField } from '@/features/account/profile-fields';
import { useApi } from '@/lib/api/api-context';
import { useAppDispatch } from '@/lib/store/hooks';
import { passwordToSend } from './auth.thunks';
import { SignUpDone } from './sign-up-done';
import { useSignUpForm } from './sign-up';
import { SignUpFrame } from './sign-up-frame';

interface FanSignUpValues {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: string;
  country: string;
}

/** Fan sign-up: POST /auth/users/register, then "check your inbox". */
export function RegisterFanForm() {
  const t = useTranslations('auth.signUp');
  const login = useTranslations('auth.login');
  const api = useApi();
  const dispatch = useAppDispatch();
  const { form, captcha, done } = useSignUpForm<FanSignUpValues, RegisterUserInput>({
    schema: registerUserSchema,
    defaultValues: { email: '', username: '', password: '', firstName: '', lastName: '', gender: '', country: '' },
    send: (values, captchaToken) =>
      api.post<{ message?: string }>(
        '/auth/users/register',
        { ...values, password: dispatch(passwordToSend(values.password)), captchaToken },
        { token: null },
      ),
    doneMessage: t('fanDone'),
  });

  if (done) return <SignUpDone {...done} />;

  return (
    <SignUpFrame form={form} label={t('fanFormLabel')} role="user" captcha={captcha.field} submit={t('fanSubmit')}>
      <ProfileField name="email" placeholder={login('usernamePlaceholder')} required />
      <ProfileField name="username" placeholder={t('usernamePlaceholder')} description={t('fanUsernameHelp')} />
      <NewPasswordField label={t('password')} description={t('passwordHelp', { min: PASSWORD_MIN })} required />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PersonFields />
        <CountryField />
      </SimpleGrid>
    </SignUpFrame>
  );
}
