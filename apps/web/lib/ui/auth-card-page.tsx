import type { PublicSettings } from '@fanlane/shared';
import type { ReactNode } from 'react';
import { AuthCard } from '@/features/auth/auth-card';
import { authCardBrand } from '@/features/auth/auth-card-brand';

/**
 * A page that is one AuthCard around a form (forgot password, sign up), branded from the public
 * settings that `settings` loads (`signedOutSettings` also sends a signed-in visitor on); the
 * subtitle may be made from them.
 */
export function authCardPage({
  settings,
  title,
  subtitle,
  form,
}: {
  settings: () => Promise<PublicSettings>;
  title: string;
  subtitle: string | ((settings: PublicSettings) => string);
  form: ReactNode;
}) {
  return async function AuthCardPage() {
    const loaded = await settings();
    return (
      <AuthCard
        title={title}
        subtitle={typeof subtitle === 'string' ? subtitle : subtitle(loaded)}
        {...authCardBrand(loaded)}
      >
        {form}
      </AuthCard>
    );
  };
}
