import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CreatorProfileView, ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { loadCreatorProfile } from '@/features/profile/creator-profile.server';
import { isProfileId, tabOf } from '@/features/profile/profile.types';
import { loadFirstFeedPage } from '@/features/feeds/feeds.server';
import { creatorSource } from '@/features/feeds/feeds.thunks';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProfileJsonLd } from '@/features/seo/profile-json-ld';
import { socialMetadata } from '@/features/seo/social';

interface ProfilePageProps {
  params: Promise<{ profileId: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}

/** The country's name in the reader's language (ISO 3166 code in, the code itself when unknown). */
function countryName(code: string | undefined, locale: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const [{ profileId }, t] = await Promise.all([params, getTranslations('app.titles')]);
  const notFoundTitle = { title: t('notFound') };
  if (!isProfileId(profileId)) return notFoundTitle;
  const result = await loadCreatorProfile(profileId);
  if (result.kind === 'missing') return notFoundTitle;
  if (result.kind === 'forbidden') return { title: t('profileUnavailable') };
  const { creator } = result;
  return socialMetadata({
    title: creator.name || creator.username || profileId,
    description: creator.bio,
    path: `/${encodeURIComponent(creator.username || creator._id)}`,
    image: creator.cover || creator.avatar,
    type: 'profile',
  });
}

/** A creator's profile at /{username}, or /{id} when there is no username (spec section 2). */
export default async function ProfilePage({ params, searchParams }: ProfilePageProps) {
  const { profileId } = await params;
  const { tab } = await searchParams;
  if (!isProfileId(profileId)) notFound();
  const result = await loadCreatorProfile(profileId);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
  // The posts tab's first page comes with the HTML: no fetch after the page starts.
  const [initialPosts, locale] = await Promise.all([
    tabOf(typeof tab === 'string' ? tab : undefined) === 'posts'
      ? loadFirstFeedPage(creatorSource(result.creator._id))
      : null,
    getLocale(),
  ]);
  return (
    <>
      <ProfileJsonLd creator={result.creator} />
      <CreatorProfileView
        creator={result.creator}
        initialPosts={initialPosts}
        countryName={countryName(result.creator.country, locale)}
      />
    </>
  );
}
