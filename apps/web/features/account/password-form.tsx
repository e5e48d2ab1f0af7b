'use client';

import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { MESSAGES, PASSWORD_MIN, changePasswordSchema } from '@fanlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePassword, updateErrorMessage, type AccountKind } from '@/features/user/user.thunks';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';

/** The shared password rule plus a confirmation typed twice. */
const passwordFormSchema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'The passwords do not match', path: ['confirm'] });

interface PasswordValues {
  password: string;
  confirm: string;
}

/** PUT /auth/users/me/password; other sessions of the account are signed out by the server. */
export function PasswordForm({ kind }: { kind: AccountKind }) {
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues, unknown, z.output<typeof passwordFormSchema>>({
    resolver: schemaResolver<PasswordValues, typeof passwordFormSchema>(passwordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await dispatch(changePassword(values.password, kind));
    if (result.ok) {
      reset();
      toast.success(MESSAGES.changesSaved);
      return;
    }
    setFormError(applyServerErrors(result.error, setError, ['password'] as const, updateErrorMessage(result.error)));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN} characters.`}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm the new password"
            autoComplete="new-password"
            description="Type it once more."
            error={errors.confirm?.message}
            {...register('confirm')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={isSubmitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
