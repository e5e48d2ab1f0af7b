import type { Metadata } from 'next';
import { RegisterFanForm } from '@/features/auth/register-fan-form';
import { signedOutSettings } from '@/features/auth/signed-out-settings.server';
import { settingText } from '@/features/settings/setting-text';
import { authCardPage } from '@/lib/ui/auth-card-page';

export const metadata: Metadata = { title: 'Create an account' };

export default authCardPage({
  settings: signedOutSettings,
  title: 'Create an account',
  subtitle: (settings) => settingText(settings, 'userBenefit') || `Join ${settings.siteName} as a fan.`,
  form: <RegisterFanForm />,
});
