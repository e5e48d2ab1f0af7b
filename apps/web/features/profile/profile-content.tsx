'use client';

import { Button, EmptyState, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { Gallery, Product, Reel, Video } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { GalleryCard } from '@/features/galleries/gallery-card';
import { PlayIcon, SearchIcon } from '@/features/layout/icons';
import { ProductCard } from '@/features/products/product-card';
import { ReelCard } from '@/features/reels/reel-card';
import { VideoCard } from '@/features/videos/video-card';
import type { QueryParams } from '@/lib/api/query';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { reelsPath } from '@/lib/routes';

type Cols = { base: number; xs?: number; sm?: number; md?: number };

/** Filters the profile keeps in the address that the API must not get. */
const PAGE_ONLY = new Set(['tab']);

function Search({ q, onSearch, label }: { q: string; onSearch: (q: string) => void; label: string }) {
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form onSubmit={submit} role="search" style={{ flex: 1, minWidth: 200 }}>
      <TextInput
        aria-label={label}
        placeholder={label}
        leftSection={<SearchIcon size={16} />}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        radius="xl"
      />
    </form>
  );
}

/**
 * One grid tab of a creator's profile: the list endpoint filtered by the creator, with search, an
 * optional row of choices and pages, all in the address query beside `tab`.
 */
function GridTab<T extends { _id: string }>({
  path,
  performerId,
  render,
  cols,
  pageSize,
  empty,
  searchLabel,
  choices,
  toQuery,
  actions,
  label,
  testId,
}: {
  path: string;
  performerId: string;
  render: (item: T) => ReactNode;
  cols: Cols;
  pageSize: number;
  empty: ReactNode;
  searchLabel: string;
  /** A row of choices kept in the `filter` query key. */
  choices?: { value: string; label: string }[];
  /** The API filters for a choice. */
  toQuery?: (choice: string) => QueryParams;
  actions?: ReactNode;
  label: string;
  testId: string;
}) {
  const list = useListQuery({ pageSize });
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const choice = typeof list.filters.filter === 'string' && list.filters.filter ? list.filters.filter : 'all';
  const query: QueryParams = { performerId };
  for (const [key, value] of Object.entries(list.apiParams)) {
    if (!PAGE_ONLY.has(key) && key !== 'filter') query[key] = value as QueryParams[string];
  }
  Object.assign(query, toQuery?.(choice) ?? {});
  const page = useAssetPage<T>(path, query);

  return (
    <Stack gap="md" data-testid={testId}>
      <Group gap="sm" align="center">
        <Search q={q} onSearch={(value) => list.setFilters({ q: value })} label={searchLabel} />
        {choices ? (
          <SegmentedControl
            radius="xl"
            size="sm"
            value={choice}
            onChange={(value) => list.setFilters({ filter: value === 'all' ? '' : value })}
            data={choices}
            aria-label="Show"
          />
        ) : null}
        {actions}
      </Group>
      <AssetGrid
        items={page.items}
        total={page.total}
        loading={page.loading}
        loaded={page.loaded}
        error={page.error}
        onRetry={() => void page.reload()}
        page={list.current}
        pageSize={list.pageSize}
        onPage={(p) => list.setPage(p)}
        cols={cols}
        label={label}
        render={render}
        empty={q || choice !== 'all' ? <EmptyState variant="light" title="Nothing matches" py="xl" /> : empty}
      />
    </Stack>
  );
}

export function ProfileGalleries({ creatorId, name, empty }: { creatorId: string; name: string; empty: ReactNode }) {
  return (
    <GridTab<Gallery>
      path="/performer-assets/galleries/search"
      performerId={creatorId}
      render={(gallery) => <GalleryCard gallery={gallery} />}
      cols={{ base: 1, xs: 2, md: 3 }}
      pageSize={12}
      empty={empty}
      searchLabel="Search galleries"
      label={`${name}'s galleries`}
      testId="profile-galleries"
    />
  );
}

const SALE_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'subscription', label: 'Subscribers' },
  { value: 'sale', label: 'For sale' },
];

export function ProfileVideos({ creatorId, name, empty }: { creatorId: string; name: string; empty: ReactNode }) {
  return (
    <GridTab<Video>
      path="/performer-assets/videos/search"
      performerId={creatorId}
      render={(video) => <VideoCard video={video} />}
      cols={{ base: 1, xs: 2, md: 3 }}
      pageSize={12}
      empty={empty}
      searchLabel="Search videos"
      choices={SALE_CHOICES}
      toQuery={(choice) => (choice === 'sale' ? { isSale: true } : choice === 'subscription' ? { isSale: false } : {})}
      label={`${name}'s videos`}
      testId="profile-videos"
    />
  );
}

export function ProfileReels({ creatorId, name, empty }: { creatorId: string; name: string; empty: ReactNode }) {
  return (
    <GridTab<Reel>
      path="/reels/search"
      performerId={creatorId}
      render={(reel) => <ReelCard reel={reel} performerId={creatorId} />}
      cols={{ base: 2, xs: 3, md: 4 }}
      pageSize={12}
      empty={empty}
      searchLabel="Search reels"
      actions={
        <Button
          component={Link}
          href={reelsPath({ performerId: creatorId })}
          radius="xl"
          variant="light"
          leftSection={<PlayIcon size={14} />}
        >
          Play all
        </Button>
      }
      label={`${name}'s reels`}
      testId="profile-reels"
    />
  );
}

export function ProfileStore({ creatorId, name, empty }: { creatorId: string; name: string; empty: ReactNode }) {
  return (
    <GridTab<Product>
      path="/performer-assets/products/search"
      performerId={creatorId}
      render={(product) => <ProductCard product={product} />}
      cols={{ base: 2, sm: 3 }}
      pageSize={12}
      empty={empty}
      searchLabel="Search the store"
      label={`${name}'s store`}
      testId="profile-store"
    />
  );
}
