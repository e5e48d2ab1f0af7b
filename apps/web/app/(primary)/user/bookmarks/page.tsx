import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { BookmarksView } from '@/features/feeds/bookmarks-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('bookmarks') };
}

export default async function BookmarksPage() {
  await guardPage({ authenticate: true });
  return <BookmarksView />;
}
