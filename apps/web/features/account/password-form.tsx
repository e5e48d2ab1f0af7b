'use client';

import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { MESSAGES, PASSWORD_MIN, changePasswordSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordInput } from '@/features/security/password-strength';
import { changePassword, updateErrorMessage, type AccountKind } from '@/features/user/user.thunks';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';

/**
 * The shared rule (the current password is optional: the API asks for it unless the session signed
 * in within 15 minutes, and accounts made by Google or X sign-in have none) and a confirmation.
 */
const passwordFormSchema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'The passwords do not match', path: ['confirm'] });

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
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues, unknown, z.output<typeof passwordFormSchema>>({
    resolver: schemaResolver<PasswordValues, typeof passwordFormSchema>(passwordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await dispatch(changePassword(values.password, kind, values.currentPassword));
    if (result.ok) {
      reset();
      toast.success(MESSAGES.changesSaved);
      return;
    }
    setFormError(
      applyServerErrors(
        result.error,
        setError,
        ['password', 'currentPassword'] as const,
        updateErrorMessage(result.error),
      ),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert" data-testid="password-error">
            {formError}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('current')}
          description={t('currentHelp')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          maw={{ sm: '50%' }}
          {...register('currentPassword')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NewPasswordInput
            control={control}
            name="password"
            registration={register('password')}
            userInputs={userInputs}
            label={t('new')}
            description={t('newHelp', { min: PASSWORD_MIN })}
            error={errors.password?.message}
          />
          <PasswordInput
            label={t('confirm')}
            autoComplete="new-password"
            description={t('confirmHelp')}
            error={errors.confirm?.message}
            {...register('confirm')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={isSubmitting}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
