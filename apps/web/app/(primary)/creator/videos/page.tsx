import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorVideosView } from '@/features/videos/creator-videos-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('myVideos') };
}

export default async function CreatorVideosPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorVideosView />;
}
