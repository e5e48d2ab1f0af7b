import type { PublicSettings } from '@fanlane/shared';
import { redirect } from 'next/navigation';
import { publicSettingsOrDefaults } from '@/features/settings/settings.server';
import { pathAfterLogin } from './after-login';
import { guardPage } from './page-guard.server';

/** A sign-in or sign-up page's public settings; a visitor already signed in is sent where they belong instead. */
export async function signedOutSettings(): Promise<PublicSettings> {
  const user = await guardPage({ noredirect: true });
  if (user) redirect(pathAfterLogin(user));
  return publicSettingsOrDefaults();
}
