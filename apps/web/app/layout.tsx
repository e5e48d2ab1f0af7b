import '@/lib/theme/mantine-styles';
import '@mantine/notifications/styles.css';
import './globals.css';

import { mantineHtmlProps } from '@mantine/core';
import { SETTINGS } from '@fanlane/shared';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { headers } from 'next/headers';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { ServiceUnavailable } from '@/features/layout/service-unavailable';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { readServerConfig, toPublicConfig } from '@/lib/config/runtime-config';
import { AppProviders } from '@/lib/providers/app-providers';
import { themeBootScript } from '@/lib/theme/color-scheme';
import { publicMessages, type Messages } from '@/i18n/messages';
import { THEME_COLOR } from '@/lib/theme/theme';
import { siteOrigin } from '@/features/seo/seo.server';

const BUILT_IN_FAVICON = '/favicon.svg';

/** Every page depends on the settings, the session and the visitor's country: never prerender. */
export const dynamic = 'force-dynamic';

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

export async function generateMetadata(): Promise<Metadata> {
  const result = await loadPublicSettings();
  const settings = result.ok ? result.settings : defaultPublicSettings();
  const siteName = settings.siteName || String(SETTINGS.siteName.default);
  const description = typeof settings.homeMetaDescription === 'string' ? settings.homeMetaDescription : undefined;
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: siteName, template: `%s | ${siteName}` },
    applicationName: siteName,
    description,
    icons: { icon: settings.favicon || BUILT_IN_FAVICON, apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: siteName, statusBarStyle: 'default' },
    robots: { index: true, follow: true },
    openGraph: { siteName, type: 'website' },
  };
}

/**
 * Rendered on the server for every request: public settings, the session and the runtime API
 * address (read from the environment now, not at build time) go to the client providers.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const request = await headers();
  const config = readServerConfig(process.env, {
    host: request.get('host'),
    proto: request.get('x-forwarded-proto'),
  });
  const [result, user, locale, messages] = await Promise.all([
    loadPublicSettings(),
    getCurrentUser(),
    getLocale(),
    getMessages(),
  ]);
  const settings = result.ok ? result.settings : defaultPublicSettings();

  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <script nonce={request.get('x-nonce') ?? undefined} dangerouslySetInnerHTML={{ __html: themeBootScript() }} />
      </head>
      <body>
        <NextIntlClientProvider messages={publicMessages(messages as Messages)}>
          <AppProviders config={toPublicConfig(config)} settings={settings} user={result.ok ? user : null}>
            {result.ok ? children : <ServiceUnavailable />}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
