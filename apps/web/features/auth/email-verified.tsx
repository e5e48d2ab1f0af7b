'use client';

import { useTranslations } from 'next-intl';
import { StatusNotice } from '@/features/layout/status-notice';
import { LOGIN_PATH } from '@/lib/routes';

/** Where the API's verification link lands once the address is verified. */
export function EmailVerified({ signedInHref }: { signedInHref: string | null }) {
  const t = useTranslations('auth.verified');
  return (
    <StatusNotice
      kind="emailVerified"
      description={t('description')}
      action={signedInHref ? { href: signedInHref, label: t('continue') } : { href: LOGIN_PATH, label: t('signIn') }}
    />
  );
}
