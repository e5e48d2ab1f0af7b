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

export default async function LoginPage() {
  const user = await guardPage({ noredirect: true });
  if (user) redirect(pathAfterLogin(user));
  const result = await loadPublicSettings();
  const settings = result.ok ? result.settings : defaultPublicSettings();

  return (
    <AuthCard
      title="Sign in"
      subtitle={`Welcome back to ${settings.siteName}.`}
      siteName={settings.siteName}
      image={settingText(settings, 'loginPlaceholderImage')}
    >
      <LoginForm />
    </AuthCard>
  );
}
