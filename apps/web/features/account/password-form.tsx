'use client';

import { SimpleGrid } from '@mantine/core';
import { MESSAGES, PASSWORD_MIN, changePasswordSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { z } from 'zod';
import { changePassword, type AccountKind } from '@/features/user/user.thunks';
import { PasswordField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useAppDispatch } from '@/lib/store/hooks';
import { NewPasswordField } from './new-password-field';
import { AccountForm } from './profile-form';

/**
 * The shared rule (the current password is optional: the API asks for it unless the session signed
 * in within 15 minutes, and accounts made by Google or X sign-in have none) and a confirmation.
 */
const passwordFormSchema = (mismatch: string) =>
  changePasswordSchema
    .extend({ confirm: z.string() })
    .refine((values) => values.password === values.confirm, { message: mismatch, path: ['confirm'] });

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirm: string;
}

/**
 * PUT /auth/users/me/password with the current password (issue #19); other sessions of the account
 * are signed out by the server and the account's address is told.
 */
export function PasswordForm({ kind, userInputs = [] }: { kind: AccountKind; userInputs?: string[] }) {
  const t = useTranslations('security.password');
  const mismatch = useTranslations('account.password')('mismatch');
  const schema = useMemo(() => passwordFormSchema(mismatch), [mismatch]);
  const dispatch = useAppDispatch();
  const form = useAppForm<PasswordValues, z.output<typeof schema>>({
    schema,
    defaultValues: { currentPassword: '', password: '', confirm: '' },
    fields: ['password', 'currentPassword'],
    onSubmit: async (values) => {
      const result = await dispatch(changePassword(values.password, kind, values.currentPassword));
      if (!result.ok) throw result.error;
      form.reset();
    },
    successMessage: MESSAGES.changesSaved,
    fallbackError: MESSAGES.tryAgainLater,
  });

  return (
    <AccountForm form={form} label={t('formLabel')} submit={t('submit')} errorTestId="password-error">
      <PasswordField
        name="currentPassword"
        label={t('current')}
        description={t('currentHelp')}
        autoComplete="current-password"
        maw={{ sm: '50%' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NewPasswordField userInputs={userInputs} label={t('new')} description={t('newHelp', { min: PASSWORD_MIN })} />
        <PasswordField name="confirm" label={t('confirm')} autoComplete="new-password" description={t('confirmHelp')} />
      </SimpleGrid>
    </AccountForm>
  );
}
