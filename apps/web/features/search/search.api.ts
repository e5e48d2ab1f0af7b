import {
  pagedSchema,
  performerSearchItemSchema,
  searchCountsSchema,
  searchKeywordSchema,
  type Paged,
  type PerformerSearchItem,
  type SearchCounts,
  type SearchKeyword,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';

/** How many suggestions the header's search box offers. */
export const SUGGESTIONS = 5;

/** Search (contract 3.22): counts per type for the search page, creator suggestions, trending keywords. */
export const searchApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /search/keywords: also counts the search for the trending list, so once per search. */
    searchCounts: build.query<SearchCounts, string>({
      query: (keyword) => ({ path: '/search/keywords', method: 'POST', body: { keyword }, schema: searchCountsSchema }),
      keepUnusedDataFor: 300,
    }),
    creatorSuggestions: build.query<Paged<PerformerSearchItem>, string>({
      query: (q) => ({
        path: '/performers/user/search',
        query: { q, limit: SUGGESTIONS },
        schema: pagedSchema(performerSearchItemSchema),
      }),
      keepUnusedDataFor: 60,
    }),
    trendingKeywords: build.query<Paged<SearchKeyword>, void>({
      query: () => ({ path: '/search/trending', schema: pagedSchema(searchKeywordSchema) }),
      keepUnusedDataFor: 600,
    }),
  }),
});
export const { useSearchCountsQuery, useCreatorSuggestionsQuery, useTrendingKeywordsQuery } = searchApi;
