import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/auth-card';
import { authCardBrand } from '@/features/auth/auth-card-brand';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { publicSettingsOrDefaults } from '@/features/settings/settings.server';

export const metadata: Metadata = { title: 'Forgot your password' };

export default async function ForgotPasswordPage() {
  const settings = await publicSettingsOrDefaults();
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new one."
      {...authCardBrand(settings)}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
