import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorVideosView } from '@/features/videos/creator-videos-view';

export const metadata: Metadata = { title: 'My videos' };

export default async function CreatorVideosPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorVideosView />;
}
