import type { AssetPageState } from './use-asset-page';

/** The paging of a list page, as `useListQuery` keeps it in the address. */
export interface Paging {
  current: number;
  pageSize: number;
  setPage(current: number): void;
}

/**
 * What <AssetGrid> needs from a loaded page (`useAssetPage`) and the address's paging: the items,
 * their loading state, a retry that loads the page again, and the pages.
 */
export function pagedGridProps<T extends { _id: string }>(
  page: AssetPageState<T> & { reload: () => unknown },
  list: Paging,
) {
  return {
    items: page.items,
    total: page.total,
    loading: page.loading,
    loaded: page.loaded,
    error: page.error,
    onRetry: () => void page.reload(),
    page: list.current,
    pageSize: list.pageSize,
    onPage: (p: number) => list.setPage(p),
  };
}
