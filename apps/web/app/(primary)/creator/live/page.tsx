import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorLiveView } from '@/features/streaming/creator-live-view';

export const metadata: Metadata = { title: 'Go live' };

/** The creator's live studio: start a stream, then video, chat and viewers while on air. */
export default async function CreatorLivePage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorLiveView />;
}
