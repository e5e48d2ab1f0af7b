import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/auth-card';
import { RegisterPlaceholder } from '@/features/auth/register-placeholder';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';

export const metadata: Metadata = { title: 'Create an account' };

/** Placeholder until the sign-up forms (fan and creator) land. */
export default async function RegisterPage() {
  const result = await loadPublicSettings();
  const settings = result.ok ? result.settings : defaultPublicSettings();
  return (
    <AuthCard
      title="Create an account"
      subtitle={`Join ${settings.siteName} as a fan or as a creator.`}
      siteName={settings.siteName}
    >
      <RegisterPlaceholder />
    </AuthCard>
  );
}
