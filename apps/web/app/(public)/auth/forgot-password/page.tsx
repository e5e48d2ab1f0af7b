import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/features/auth/auth-card';
import { authCardBrand } from '@/features/auth/auth-card-brand';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { publicSettingsOrDefaults } from '@/features/settings/settings.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('forgotPassword') };
}

export default async function ForgotPasswordPage() {
  const [settings, t] = await Promise.all([publicSettingsOrDefaults(), getTranslations('app.forgotPassword')]);
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} {...authCardBrand(settings)}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
