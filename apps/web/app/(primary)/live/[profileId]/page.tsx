import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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
  const [{ profileId }, t] = await Promise.all([params, getTranslations('app.titles')]);
  if (!isProfileId(profileId)) return { title: t('notFound') };
  const result = await loadCreatorProfile(profileId);
  if (result.kind !== 'found') return { title: t('live') };
  return { title: t('liveOf', { name: result.creator.name || result.creator.username || t('creator') }) };
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
