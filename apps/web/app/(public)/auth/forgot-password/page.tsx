import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/auth-card';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { settingText } from '@/features/settings/setting-text';

export const metadata: Metadata = { title: 'Forgot your password' };

export default async function ForgotPasswordPage() {
  const result = await loadPublicSettings();
  const settings = result.ok ? result.settings : defaultPublicSettings();
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new one."
      siteName={settings.siteName}
      image={settingText(settings, 'loginPlaceholderImage')}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
