'use client';

import { StatusNotice } from '@/features/layout/status-notice';
import { LOGIN_PATH } from '@/lib/routes';

/** Where the API's verification link lands once the address is verified. */
export function EmailVerified({ signedInHref }: { signedInHref: string | null }) {
  return (
    <StatusNotice
      kind="emailVerified"
      description="Thank you. Your account is ready to use."
      action={signedInHref ? { href: signedInHref, label: 'Continue' } : { href: LOGIN_PATH, label: 'Sign in' }}
    />
  );
}
