import type { Metadata } from 'next';
import { pathAfterLogin } from '@/features/auth/after-login';
import { EmailVerified } from '@/features/auth/email-verified';
import { guardPage } from '@/features/auth/page-guard.server';

export const metadata: Metadata = { title: 'Email verified' };

export default async function EmailVerifiedPage() {
  const user = await guardPage({ noredirect: true });
  return <EmailVerified signedInHref={user ? pathAfterLogin(user) : null} />;
}
