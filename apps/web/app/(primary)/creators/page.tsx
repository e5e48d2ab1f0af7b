import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CREATOR_LIST_DEFAULTS, cleanCreatorFilters, isCreatorSort } from '@/features/creators/creator-filters';
import { CreatorsBrowser } from '@/features/creators/creators-browser';
import { loadExploreRows, searchCreators, type ExploreRows as Rows } from '@/features/creators/creators.server';
import { parseListQuery, toApiParams } from '@/lib/list-query/list-query';
import { PromoStrip } from '@/features/promos/promo-strip';
import { loadPromos } from '@/features/promos/promos.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('creators') };
}

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
  const filters = cleanCreatorFilters(state.filters);
  // The rows show on the first, unfiltered page only: once a fan narrows the list, the list is the answer.
  const browsing = Object.keys(filters).length === 0 && state.current === 1 && !search.has('sortBy');
  const [result, promos, rows, t] = await Promise.all([
    searchCreators(
      toApiParams({
        ...state,
        sortBy: isCreatorSort(state.sortBy) ? state.sortBy : 'online',
        filters,
      }),
    ),
    loadPromos(),
    browsing ? loadExploreRows() : Promise.resolve<Rows>([]),
    getTranslations('app.home'),
  ]);
  return (
    <>
      <PromoStrip promos={promos.top} label={t('featured')} />
      <CreatorsBrowser {...result} rows={rows} />
    </>
  );
}
