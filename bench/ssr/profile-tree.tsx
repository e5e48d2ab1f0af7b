// The creator profile's React tree as the page renders it (providers, primary layout, profile
// view), for renderToString outside Next. Bundled by esbuild in ssr-render.bench.ts.
import { NextIntlClientProvider } from 'next-intl';
import type { PublicSettings } from '@fanlane/shared';
import { PrimaryLayout } from '@/features/layout/primary-layout';
import { CreatorProfileView } from '@/features/profile/creator-profile-view';
import type { CreatorProfile } from '@/features/profile/profile.types';
import { AppProviders } from '@/lib/providers/app-providers';
import messages from '@/messages/en.json';

export function ProfileTree({ creator, settings }: { creator: CreatorProfile; settings: PublicSettings }) {
  return (
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      <AppProviders
        config={{ apiPublicUrl: 'http://127.0.0.1', cookieDomain: '' } as never}
        settings={settings}
        user={null}
      >
        <PrimaryLayout>
          <CreatorProfileView creator={creator} />
        </PrimaryLayout>
      </AppProviders>
    </NextIntlClientProvider>
  );
}
