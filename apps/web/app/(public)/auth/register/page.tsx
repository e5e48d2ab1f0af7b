import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/auth-card';
import { authCardBrand } from '@/features/auth/auth-card-brand';
import { RegisterFanForm } from '@/features/auth/register-fan-form';
import { signedOutSettings } from '@/features/auth/signed-out-settings.server';
import { settingText } from '@/features/settings/setting-text';

export const metadata: Metadata = { title: 'Create an account' };

export default async function RegisterPage() {
  const settings = await signedOutSettings();
  return (
    <AuthCard
      title="Create an account"
      subtitle={settingText(settings, 'userBenefit') || `Join ${settings.siteName} as a fan.`}
      {...authCardBrand(settings)}
    >
      <RegisterFanForm />
    </AuthCard>
  );
}
