import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorPostsView } from '@/features/feeds/creator-posts-view';

export const metadata: Metadata = { title: 'My posts' };

export default async function CreatorPostsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorPostsView />;
}
