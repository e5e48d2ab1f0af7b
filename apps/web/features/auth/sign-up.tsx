'use client';

import { Group } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useCaptcha } from '@/features/captcha/use-captcha';
import { useAppForm } from '@/lib/forms/use-app-form';
import { LOGIN_PATH, REGISTER_CREATOR_PATH, REGISTER_PATH } from '@/lib/routes';
import { PromptLink } from './prompt-link';
import { SocialLogin } from './social-login';

/**
 * A sign-up form (fan or creator): the bot check's answer goes with the request, a refusal draws a
 * fresh check, and the server's "check your inbox" message (or `doneMessage`) replaces the form.
 */
export function useSignUpForm<Values extends FieldValues, Output extends { email: string }>({
  schema,
  defaultValues,
  send,
  doneMessage,
}: {
  schema: z.ZodType<Output>;
  defaultValues: DefaultValues<Values>;
  /** Sends the valid values with the bot check's answer; answers the server's message. */
  send: (values: Output, captchaToken: string | undefined) => Promise<{ message?: string } | null | undefined>;
  doneMessage: string;
}) {
  const captcha = useCaptcha();
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const form = useAppForm<Values, Output>({
    schema,
    defaultValues,
    fallbackError: MESSAGES.somethingWentWrong,
    onSubmit: async (values) => {
      try {
        const answer = await send(values, captcha.token);
        setDone({ message: answer?.message || doneMessage, email: values.email });
      } catch (error) {
        captcha.reset();
        throw error;
      }
    },
  });
  return { form, captcha, done };
}

/** The link to the other kind of sign-up; its texts are `auth.signUp.<role>.prompt` and `.label`. */
const OTHER_SIGN_UP = {
  user: { href: REGISTER_CREATOR_PATH, testId: 'creator-sign-up-link' },
  performer: { href: REGISTER_PATH, testId: undefined },
} as const;

/** Under a sign-up form: Google and X sign-up, then links to sign in or to the other kind of account. */
export function SignUpFooter({ role }: { role: keyof typeof OTHER_SIGN_UP }) {
  const t = useTranslations('auth.signUp');
  return (
    <>
      <SocialLogin role={role} />
      <Group justify="center" gap="lg">
        <PromptLink prompt={t('haveAccount')} href={LOGIN_PATH} label={t('signIn')} />
        <PromptLink prompt={t(`${role}.prompt`)} label={t(`${role}.label`)} {...OTHER_SIGN_UP[role]} />
      </Group>
    </>
  );
}
