import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pathAfterLogin } from '@/features/auth/after-login';
import { AuthCard } from '@/features/auth/auth-card';
import { LoginForm } from '@/features/auth/login-form';
import { guardPage } from '@/features/auth/page-guard.server';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { settingText } from '@/features/settings/setting-text';

export const metadata: Metadata = { title: 'Sign in' };

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The API's verification link lands here with ?verification=failed when the link was not valid. */
function noticeFor(query: Record<string, string | string[] | undefined>) {
  if (query.verification === 'failed') {
    return {
      color: 'red',
      text: 'This verification link is not valid or has expired. Enter your email to get a new one.',
      resend: true,
    };
  }
  return null;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const user = await guardPage({ noredirect: true });
  if (user) redirect(pathAfterLogin(user));
  const [result, query] = await Promise.all([loadPublicSettings(), searchParams]);
  const settings = result.ok ? result.settings : defaultPublicSettings();

  return (
    <AuthCard
      title="Sign in"
      subtitle={`Welcome back to ${settings.siteName}.`}
      siteName={settings.siteName}
      image={settingText(settings, 'loginPlaceholderImage')}
    >
      <LoginForm notice={noticeFor(query)} />
    </AuthCard>
  );
}
