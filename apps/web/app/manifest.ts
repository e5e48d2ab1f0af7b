import { SETTINGS } from '@fanlane/shared';
import type { MetadataRoute } from 'next';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { THEME_COLOR } from '@/lib/theme/theme';

/** The installable web app: name from the site settings, the built-in icons, the brand colour. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const result = await loadPublicSettings();
  const settings = result.ok ? result.settings : defaultPublicSettings();
  const name = settings.siteName || String(SETTINGS.siteName.default);
  return {
    name,
    short_name: name.slice(0, 12),
    description: typeof settings.homeMetaDescription === 'string' ? settings.homeMetaDescription : undefined,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
