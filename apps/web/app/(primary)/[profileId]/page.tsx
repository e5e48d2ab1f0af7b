import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CreatorProfileView, ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { loadCreatorProfile } from '@/features/profile/creator-profile.server';
import { isProfileId } from '@/features/profile/profile.types';
import { ProfileJsonLd } from '@/features/seo/profile-json-ld';
import { socialMetadata } from '@/features/seo/social';

interface ProfilePageProps {
  params: Promise<{ profileId: string }>;
}

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const { profileId } = await params;
  const notFoundTitle = { title: 'Page not found' };
  if (!isProfileId(profileId)) return notFoundTitle;
  const result = await loadCreatorProfile(profileId);
  if (result.kind === 'missing') return notFoundTitle;
  if (result.kind === 'forbidden') return { title: 'Profile not available' };
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
export default async function ProfilePage({ params }: ProfilePageProps) {
  const { profileId } = await params;
  if (!isProfileId(profileId)) notFound();
  const result = await loadCreatorProfile(profileId);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
  return (
    <>
      <ProfileJsonLd creator={result.creator} />
      <CreatorProfileView creator={result.creator} />
    </>
  );
}
