'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { PasswordField } from '@/lib/forms/text-fields';

/**
 * The current password, asked on the profile forms once the email is edited (issue #19): the API
 * needs it for an email change unless the session signed in within the last 15 minutes. The form
 * holds `email` and `currentPassword`; `savedEmail` is the account's address as saved.
 */
export function CurrentPasswordField({ savedEmail }: { savedEmail: string }) {
  const t = useTranslations('security.password');
  const email: unknown = useWatch({ name: 'email' });
  if (typeof email !== 'string' || email.trim() === savedEmail) return null;
  return (
    <PasswordField
      name="currentPassword"
      label={t('current')}
      description={t('currentForEmail')}
      autoComplete="current-password"
      data-testid="profile-current-password"
    />
  );
}
