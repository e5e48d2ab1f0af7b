import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/features/auth/auth-card';
import { authCardBrand } from '@/features/auth/auth-card-brand';
import { LoginForm } from '@/features/auth/login-form';
import { signedOutSettings } from '@/features/auth/signed-out-settings.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login');
  return { title: t('title') };
}

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The API's verification link lands here with ?verification=failed when the link was not valid. */
function noticeFor(query: Record<string, string | string[] | undefined>, text: string) {
  return query.verification === 'failed' ? { color: 'red', text, resend: true } : null;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const [settings, query, t] = await Promise.all([signedOutSettings(), searchParams, getTranslations('auth.login')]);

  return (
    <AuthCard title={t('title')} subtitle={t('welcome', { siteName: settings.siteName })} {...authCardBrand(settings)}>
      <LoginForm notice={noticeFor(query, t('verificationFailed'))} />
    </AuthCard>
  );
}
