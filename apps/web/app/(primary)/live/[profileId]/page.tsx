import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { guardPage } from '@/features/auth/page-guard.server';
import { ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { loadCreatorProfile } from '@/features/profile/creator-profile.server';
import { isProfileId } from '@/features/profile/profile.types';
import { WatchLiveView } from '@/features/streaming/watch-live-view';

interface LivePageProps {
  params: Promise<{ profileId: string }>;
}

export async function generateMetadata({ params }: LivePageProps): Promise<Metadata> {
  const { profileId } = await params;
  if (!isProfileId(profileId)) return { title: 'Page not found' };
  const result = await loadCreatorProfile(profileId);
  if (result.kind !== 'found') return { title: 'Live' };
  return { title: `${result.creator.name || result.creator.username || 'Creator'} · Live` };
}

/** A creator's live, by username or id: watch, chat and tip (signed-in fans). */
export default async function WatchLivePage({ params }: LivePageProps) {
  const [, { profileId }] = await Promise.all([guardPage({ authenticate: true }), params]);
  if (!isProfileId(profileId)) notFound();
  const result = await loadCreatorProfile(profileId);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
  return <WatchLiveView creator={result.creator} />;
}
