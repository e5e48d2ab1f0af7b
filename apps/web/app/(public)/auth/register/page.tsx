import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pathAfterLogin } from '@/features/auth/after-login';
import { AuthCard } from '@/features/auth/auth-card';
import { guardPage } from '@/features/auth/page-guard.server';
import { RegisterFanForm } from '@/features/auth/register-fan-form';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { settingText } from '@/features/settings/setting-text';

export const metadata: Metadata = { title: 'Create an account' };

export default async function RegisterPage() {
  const user = await guardPage({ noredirect: true });
  if (user) redirect(pathAfterLogin(user));
  const result = await loadPublicSettings();
  const settings = result.ok ? result.settings : defaultPublicSettings();
  return (
    <AuthCard
      title="Create an account"
      subtitle={settingText(settings, 'userBenefit') || `Join ${settings.siteName} as a fan.`}
      siteName={settings.siteName}
      image={settingText(settings, 'loginPlaceholderImage')}
    >
      <RegisterFanForm />
    </AuthCard>
  );
}
