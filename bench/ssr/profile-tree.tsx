// The creator profile's React tree as the page renders it (providers, primary layout, profile
// view), for renderToString outside Next. Bundled by esbuild in ssr-render.bench.ts.
import { NextIntlClientProvider } from 'next-intl';
import type { PublicSettings } from '@fanlane/shared';
import { PrimaryLayout } from '@/features/layout/primary-layout';
import { CreatorProfileView } from '@/features/profile/creator-profile-view';
import type { CreatorProfile } from '@/features/profile/profile.types';
import type { FeedPage } from '@/features/feeds/feed-view';
import { AppProviders } from '@/lib/providers/app-providers';
import messages from '@/messages/en.json';

// What the page reads on the server besides the creator: the posts tab's first page.
export { creatorSource } from '@/features/feeds/feeds.thunks';
export { toFeedPage } from '@/features/feeds/feed-view';

interface ProfileTreeProps {
  creator: CreatorProfile;
  settings: PublicSettings;
  initialPosts: FeedPage | null;
  countryName?: string;
}

export function ProfileTree({ creator, settings, initialPosts, countryName }: ProfileTreeProps) {
  return (
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      <AppProviders
        config={{ apiPublicUrl: 'http://127.0.0.1', cookieDomain: '' } as never}
        settings={settings}
        user={null}
      >
        <PrimaryLayout>
          <CreatorProfileView creator={creator} initialPosts={initialPosts} countryName={countryName} />
        </PrimaryLayout>
      </AppProviders>
    </NextIntlClientProvider>
  );
}
