import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorReelsView } from '@/features/reels/creator-reels-view';

export const metadata: Metadata = { title: 'My reels' };

export default async function CreatorReelsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorReelsView />;
}
