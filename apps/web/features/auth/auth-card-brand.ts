import type { PublicSettings } from '@fanlane/shared';
import { settingText } from '@/features/settings/setting-text';

/** AuthCard's site name and picture from the public settings (only these two go to the browser). */
export const authCardBrand = (settings: PublicSettings) => ({
  siteName: settings.siteName,
  image: settingText(settings, 'loginPlaceholderImage'),
});
