import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pathAfterLogin } from '@/features/auth/after-login';
import { EmailVerified } from '@/features/auth/email-verified';
import { guardPage } from '@/features/auth/page-guard.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('emailVerified') };
}

export default async function EmailVerifiedPage() {
  const user = await guardPage({ noredirect: true });
  return <EmailVerified signedInHref={user ? pathAfterLogin(user) : null} />;
}
