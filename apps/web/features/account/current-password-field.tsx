'use client';

import { PasswordInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The current password, asked on the profile forms once the email is edited (issue #19): the API
 * needs it for an email change unless the session signed in within the last 15 minutes.
 */
export function CurrentPasswordField({
  shown,
  error,
  registration,
}: {
  shown: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const t = useTranslations('security.password');
  if (!shown) return null;
  return (
    <PasswordInput
      label={t('current')}
      description={t('currentForEmail')}
      autoComplete="current-password"
      error={error}
      data-testid="profile-current-password"
      {...registration}
    />
  );
}
