import type { Metadata } from 'next';
import { CREATOR_LIST_DEFAULTS, cleanCreatorFilters, isCreatorSort } from '@/features/creators/creator-filters';
import { CreatorsBrowser } from '@/features/creators/creators-browser';
import { searchCreators } from '@/features/creators/creators.server';
import { parseListQuery, toApiParams } from '@/lib/list-query/list-query';
import { PromoStrip } from '@/features/promos/promo-strip';
import { loadPromos } from '@/features/promos/promos.server';

export const metadata: Metadata = { title: 'Creators' };

interface CreatorsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The creators list: filters and page come from the address query, results from the server. */
export default async function CreatorsPage({ searchParams }: CreatorsPageProps) {
  const query = await searchParams;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  }
  const state = parseListQuery(search, CREATOR_LIST_DEFAULTS);
  const [result, promos] = await Promise.all([
    searchCreators(
      toApiParams({
        ...state,
        sortBy: isCreatorSort(state.sortBy) ? state.sortBy : 'online',
        filters: cleanCreatorFilters(state.filters),
      }),
    ),
    loadPromos(),
  ]);
  return (
    <>
      <PromoStrip promos={promos.top} label="Featured" />
      <CreatorsBrowser {...result} />
    </>
  );
}
