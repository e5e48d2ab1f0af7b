import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { publicSettingsOrDefaults } from '@/features/settings/settings.server';
import { authCardPage } from '@/lib/ui/auth-card-page';

export const metadata: Metadata = { title: 'Forgot your password' };

export default authCardPage({
  settings: publicSettingsOrDefaults,
  title: 'Forgot your password?',
  subtitle: 'Enter the email of your account and we will send you a link to choose a new one.',
  form: <ForgotPasswordForm />,
});
