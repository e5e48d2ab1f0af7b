import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/features/auth/auth-card';
import { authCardBrand } from '@/features/auth/auth-card-brand';
import { RegisterFanForm } from '@/features/auth/register-fan-form';
import { signedOutSettings } from '@/features/auth/signed-out-settings.server';
import { settingText } from '@/features/settings/setting-text';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('createAccount') };
}

export default async function RegisterPage() {
  const [settings, t] = await Promise.all([signedOutSettings(), getTranslations('app.register')]);
  return (
    <AuthCard
      title={t('title')}
      subtitle={settingText(settings, 'userBenefit') || t('subtitle', { siteName: settings.siteName })}
      {...authCardBrand(settings)}
    >
      <RegisterFanForm />
    </AuthCard>
  );
}
