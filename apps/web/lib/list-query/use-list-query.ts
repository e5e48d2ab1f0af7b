'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import {
  parseListQuery,
  toApiParams,
  toSearchParams,
  withFilters,
  withPage,
  withSort,
  type Filters,
  type ListApiParams,
  type ListDefaults,
  type ListState,
  type SortDirection,
} from './list-query';

export interface ListQuery extends ListState {
  /** Parameters for the list call: limit, offset, sort, sortBy and the filters. */
  apiParams: ListApiParams;
  setPage(current: number, pageSize?: number): void;
  setSort(sortBy: string, sort: SortDirection): void;
  /** Merges (or with replace, swaps) filters and goes back to page 1. */
  setFilters(filters: Filters, replace?: boolean): void;
}

/**
 * The one hook for list pages: page, page size, sort and filters live in the address query, so a
 * list can be shared, reloaded and navigated with back and forward.
 */
export function useListQuery(defaults: ListDefaults = {}): ListQuery {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const defaultsKey = JSON.stringify(defaults);

  const state = useMemo(
    () => parseListQuery(searchParams, JSON.parse(defaultsKey) as ListDefaults),
    [searchParams, defaultsKey],
  );

  const go = useCallback(
    (next: ListState) => router.push(`${pathname}?${toSearchParams(next).toString()}`, { scroll: false }),
    [pathname, router],
  );

  return useMemo(
    () => ({
      ...state,
      apiParams: toApiParams(state),
      setPage: (current, pageSize) => go(withPage(state, current, pageSize)),
      setSort: (sortBy, sort) => go(withSort(state, sortBy, sort)),
      setFilters: (filters, replace) => go(withFilters(state, filters, replace)),
    }),
    [state, go],
  );
}
