'use client';

import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { RetryAlert } from '@/lib/ui/retry-alert';

/** Columns of a grid by breakpoint. */
export type GridCols = { base: number; xs?: number; sm?: number; md?: number; lg?: number };

/**
 * A paged grid of cards: skeletons on the first load, the empty state, an error with a retry that
 * keeps what is shown, and the pages (kept in the address by the caller).
 */
export function AssetGrid<T extends { _id: string }>({
  items,
  total,
  loading,
  loaded,
  error,
  onRetry,
  render,
  empty,
  page,
  pageSize,
  onPage,
  cols = { base: 1, xs: 2, md: 3 },
  label,
  skeletonHeight = 240,
  testId,
}: {
  items: T[];
  total: number;
  loading: boolean;
  loaded: boolean;
  error: string | null;
  onRetry: () => void;
  render: (item: T) => ReactNode;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  cols?: GridCols;
  label: string;
  skeletonHeight?: number;
  testId?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="md" data-testid={testId}>
      {error ? <RetryAlert message={error} onRetry={onRetry} /> : null}
      {!loaded && loading ? (
        <SimpleGrid cols={cols} spacing="md" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={skeletonHeight} radius="lg" />
          ))}
        </SimpleGrid>
      ) : loaded && items.length === 0 && !error ? (
        empty
      ) : items.length > 0 ? (
        <SimpleGrid
          cols={cols}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: loading ? 0.6 : 1, transition: 'opacity 150ms ease' }}
          aria-busy={loading}
          aria-label={label}
        >
          {items.map((item) => (
            <li key={item._id} style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              {render(item)}
            </li>
          ))}
        </SimpleGrid>
      ) : null}
      <ListPagination pages={pages} page={page} onPage={onPage} />
    </Stack>
  );
}
