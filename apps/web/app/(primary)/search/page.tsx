import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchView } from '@/features/search/search-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('search'), robots: { index: false } };
}

/** Search across creators, posts, products and videos (q and tab in the address). */
export default function SearchPage() {
  return <SearchView />;
}
