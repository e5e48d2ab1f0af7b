import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorLiveView } from '@/features/streaming/creator-live-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('goLive') };
}

/** The creator's live studio: start a stream, then video, chat and viewers while on air. */
export default async function CreatorLivePage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorLiveView />;
}
