'use client';

import { Group, SimpleGrid, Text } from '@mantine/core';
import { twoFactorDisableSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { passwordToSend } from '@/features/auth/auth.thunks';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { PasswordField, TextField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useAppDispatch } from '@/lib/store/hooks';
import { orFormError } from './query-error';
import { useDisableTwoFactorMutation } from './security.api';

/** Turning two-factor sign-in off: a code from the app, a recovery code, or the password. */
export function TwoFactorOffForm() {
  const t = useTranslations('security.twoFactor');
  const dispatch = useAppDispatch();
  const [disable] = useDisableTwoFactorMutation();
  const form = useAppForm<{ code: string; password: string }, { code?: string; password?: string }>({
    schema: twoFactorDisableSchema,
    defaultValues: { code: '', password: '' },
    successMessage: t('turnedOff'),
    onSubmit: async ({ code, password }) => {
      await orFormError(disable(code ? { code } : { password: password ? dispatch(passwordToSend(password)) : '' }));
      form.reset();
    },
  });
  return (
    <AppForm form={form} label={t('turnOffLabel')}>
      <Text size="sm">{t('turnOffHelp')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="code" label={t('codeOrRecovery')} autoComplete="one-time-code" />
        <PasswordField name="password" label={t('orPassword')} autoComplete="current-password" />
      </SimpleGrid>
      <Group justify="flex-end">
        <SubmitButton radius="xl" color="red" variant="light">
          {t('turnOff')}
        </SubmitButton>
      </Group>
    </AppForm>
  );
}
