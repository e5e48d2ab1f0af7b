'use client';

import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { CheckboxField } from '@/lib/forms/check-fields';
import { PasswordField, TextField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { FORGOT_PASSWORD_PATH, REGISTER_CREATOR_PATH, REGISTER_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { asksForCaptcha, login, loginErrorKind, offersResend } from './auth.thunks';
import { PasskeySignIn } from './passkey-sign-in';
import { PromptLink } from './prompt-link';
import { ResendVerification } from './resend-verification';
import { SocialLogin } from './social-login';
import { useCaptcha } from '@/features/captcha/use-captcha';
import { useFinishSignIn } from './use-finish-sign-in';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  twoFactorCode: string;
}

/** The username (or email) and password, as the fields show them. */
const CREDENTIALS = [
  { Field: TextField, name: 'username', autoComplete: 'username' },
  { Field: PasswordField, name: 'password', autoComplete: 'current-password' },
] as const;

export interface LoginNotice {
  color: string;
  text: string;
  /** Offer to mail the verification link again. */
  resend?: boolean;
}

export function LoginForm({ notice }: { notice?: LoginNotice | null }) {
  const t = useTranslations('auth.login');
  const dispatch = useAppDispatch();
  const finish = useFinishSignIn();
  const error = useAppSelector((state) => state.auth.login.error);
  const errorCode = useAppSelector((state) => state.auth.login.errorCode);
  const errorKind = loginErrorKind(errorCode);
  const needsCode = useAppSelector((state) => state.auth.login.twoFactorRequired === true);
  // After repeated failures the API asks for the bot check; the widget shows from then on.
  const [askedForCaptcha, setAskedForCaptcha] = useState(false);
  if (asksForCaptcha(errorCode) && !askedForCaptcha) setAskedForCaptcha(true);
  const captcha = useCaptcha(askedForCaptcha);
  const form = useAppForm<
    LoginValues,
    { username: string; password: string; remember?: boolean; twoFactorCode?: string }
  >({
    loadSchema: () => import('./login-schema').then((m) => m.loginSchema),
    defaultValues: { username: '', password: '', remember: false, twoFactorCode: '' },
    onSubmit: async (values) => {
      // The sign-in thunk keeps its failure in state (social sign-in shares it): shown below.
      const user = await dispatch(
        login({ ...values, remember: Boolean(values.remember), captchaToken: captcha.token }),
      );
      if (user) return finish(user);
      if (captcha.token) captcha.reset();
    },
  });
  const username = useWatch({ control: form.control, name: 'username' });
  const remember = useWatch({ control: form.control, name: 'remember' });

  return (
    <Stack gap="md">
      <AppForm form={form} label={t('title')}>
        {notice ? (
          <Alert color={notice.color} variant="light" data-testid="login-notice">
            <Stack gap="sm">
              <span>{notice.text}</span>
              {notice.resend ? <ResendVerification /> : null}
            </Stack>
          </Alert>
        ) : null}
        {error && errorKind === 'codeNeeded' ? (
          <Alert color="blue" variant="light" role="status" data-testid="login-code-needed">
            {t('codeNeeded')}
          </Alert>
        ) : error && errorKind === 'codeInvalid' ? (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {t('codeInvalid')}
          </Alert>
        ) : error ? (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            <Stack gap="sm">
              <span>{error}</span>
              {offersResend(errorCode, username) ? <ResendVerification email={username.trim()} /> : null}
            </Stack>
          </Alert>
        ) : null}
        {CREDENTIALS.map(({ Field, name, autoComplete }) => (
          <Field
            key={name}
            name={name}
            label={t(name)}
            autoComplete={autoComplete}
            placeholder={t(`${name}Placeholder`)}
            size="md"
          />
        ))}
        {captcha.field}
        {needsCode ? (
          <TextField
            control={form.control}
            name="twoFactorCode"
            label={t('code')}
            description={t('codeHelp')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            size="md"
            data-testid="login-code"
          />
        ) : null}
        <Group justify="space-between" gap="xs">
          <CheckboxField control={form.control} name="remember" label={t('remember')} />
          <Anchor component={Link} href={FORGOT_PASSWORD_PATH} size="sm" fw={600}>
            {t('forgot')}
          </Anchor>
        </Group>
        <SubmitButton size="md" radius="xl" fullWidth>
          {t('submit')}
        </SubmitButton>
      </AppForm>
      <PasskeySignIn remember={Boolean(remember)} />
      <SocialLogin role="user" />
      <Stack gap={4} align="center">
        <PromptLink ta="center" prompt={t('newHere')} href={REGISTER_PATH} label={t('createAccount')} />
        <PromptLink ta="center" prompt={t('wantToShare')} href={REGISTER_CREATOR_PATH} label={t('becomeCreator')} />
      </Stack>
    </Stack>
  );
}
