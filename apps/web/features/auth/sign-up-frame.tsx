'use client';

import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import type { AppFormApi } from '@/lib/forms/use-app-form';
import { SignUpFooter } from './sign-up';

/**
 * A sign-up form (fan or creator) and what stands under it: the fields, the bot check, the wide
 * submit button (with `aboveSubmit`, such as an upload's progress, just above it), then the
 * `SignUpFooter`. Its failure shows in the alert "register-error".
 */
export function SignUpFrame<Values extends FieldValues, Output>({
  form,
  label,
  role,
  captcha,
  submit,
  aboveSubmit,
  gap = 'md',
  children,
}: {
  form: AppFormApi<Values, Output>;
  /** The form's accessible name. */
  label: string;
  role: 'user' | 'performer';
  /** The bot check (`useSignUpForm`'s `captcha.field`). */
  captcha: ReactNode;
  /** The submit button's text. */
  submit: string;
  aboveSubmit?: ReactNode;
  /** Between the fields, and between the form and the footer. */
  gap?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Stack gap={gap}>
      <AppForm form={form} label={label} gap={gap} errorTestId="register-error">
        {children}
        {captcha}
        {aboveSubmit}
        <SubmitButton size="md" radius="xl" fullWidth>
          {submit}
        </SubmitButton>
      </AppForm>
      <SignUpFooter role={role} />
    </Stack>
  );
}
