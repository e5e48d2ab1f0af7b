import type { Metadata } from 'next';
import { SearchView } from '@/features/search/search-view';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/** Search across creators, posts, products and videos (q and tab in the address). */
export default function SearchPage() {
  return <SearchView />;
}
