import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { pathAfterLogin } from '@/features/auth/after-login';
import { AuthCard } from '@/features/auth/auth-card';
import { LoginForm } from '@/features/auth/login-form';
import { guardPage } from '@/features/auth/page-guard.server';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { settingText } from '@/features/settings/setting-text';

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
  const user = await guardPage({ noredirect: true });
  if (user) redirect(pathAfterLogin(user));
  const [result, query, t] = await Promise.all([loadPublicSettings(), searchParams, getTranslations('auth.login')]);
  const settings = result.ok ? result.settings : defaultPublicSettings();

  return (
    <AuthCard
      title={t('title')}
      subtitle={t('welcome', { siteName: settings.siteName })}
      siteName={settings.siteName}
      image={settingText(settings, 'loginPlaceholderImage')}
    >
      <LoginForm notice={noticeFor(query, t('verificationFailed'))} />
    </AuthCard>
  );
}
