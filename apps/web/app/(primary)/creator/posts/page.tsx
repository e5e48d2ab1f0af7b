import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorPostsView } from '@/features/feeds/creator-posts-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('myPosts') };
}

export default async function CreatorPostsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorPostsView />;
}
