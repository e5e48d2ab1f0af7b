import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { BookmarksView } from '@/features/feeds/bookmarks-view';

export const metadata: Metadata = { title: 'Bookmarks' };

export default async function BookmarksPage() {
  await guardPage({ authenticate: true });
  return <BookmarksView />;
}
