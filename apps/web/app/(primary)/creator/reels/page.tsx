import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorReelsView } from '@/features/reels/creator-reels-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('myReels') };
}

export default async function CreatorReelsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorReelsView />;
}
