'use client';

import type { PasswordInputProps } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { NewPasswordInput } from '@/features/security/password-strength';
import { useFieldError } from '@/lib/forms/binding';

/** A new password with its strength meter, bound through the form context (inside <AppForm>). */
export function NewPasswordField({
  name = 'password',
  ...props
}: { name?: string; userInputs?: string[] } & Pick<PasswordInputProps, 'label' | 'description' | 'required'>) {
  const { control, register } = useFormContext();
  const error = useFieldError({ name });
  return <NewPasswordInput control={control} name={name} registration={register(name)} error={error} {...props} />;
}
