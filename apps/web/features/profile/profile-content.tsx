'use client';

import { Button, EmptyState, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { Gallery, Product, Reel, Video } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { pagedGridProps } from '@/features/assets/paged-grid';
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
 * The profile's grid tabs (also their test id, `profile-{kind}`): the list endpoint and the grid's
 * columns; the search box's label and the grid's name are under `profile.grid.<kind>`.
 */
const GRID_TABS = {
  galleries: { path: '/performer-assets/galleries/search', cols: { base: 1, xs: 2, md: 3 } },
  videos: { path: '/performer-assets/videos/search', cols: { base: 1, xs: 2, md: 3 } },
  reels: { path: '/reels/search', cols: { base: 2, xs: 3, md: 4 } },
  store: { path: '/performer-assets/products/search', cols: { base: 2, sm: 3 } },
} satisfies Record<string, { path: string; cols: Cols }>;

const PAGE_SIZE = 12;

interface TabProps {
  creatorId: string;
  name: string;
  empty: ReactNode;
}

/**
 * One grid tab of a creator's profile: the list endpoint filtered by the creator, with search, an
 * optional row of choices and pages, all in the address query beside `tab`.
 */
function GridTab<T extends { _id: string }>({
  kind,
  creatorId,
  name,
  empty,
  render,
  choices,
  toQuery,
  actions,
}: TabProps & {
  kind: keyof typeof GRID_TABS;
  render: (item: T) => ReactNode;
  /** A row of choices kept in the `filter` query key. */
  choices?: { value: string; label: string }[];
  /** The API filters for a choice. */
  toQuery?: (choice: string) => QueryParams;
  actions?: ReactNode;
}) {
  const t = useTranslations('profile.grid');
  const { path, cols } = GRID_TABS[kind];
  const search = t(`${kind}.search`);
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const choice = typeof list.filters.filter === 'string' && list.filters.filter ? list.filters.filter : 'all';
  const query: QueryParams = { performerId: creatorId };
  for (const [key, value] of Object.entries(list.apiParams)) {
    if (!PAGE_ONLY.has(key) && key !== 'filter') query[key] = value as QueryParams[string];
  }
  Object.assign(query, toQuery?.(choice) ?? {});
  const page = useAssetPage<T>(path, query);

  return (
    <Stack gap="md" data-testid={`profile-${kind}`}>
      <Group gap="sm" align="center">
        <Search q={q} onSearch={(value) => list.setFilters({ q: value })} label={search} />
        {choices ? (
          <SegmentedControl
            radius="xl"
            size="sm"
            value={choice}
            onChange={(value) => list.setFilters({ filter: value === 'all' ? '' : value })}
            data={choices}
            aria-label={t('show')}
          />
        ) : null}
        {actions}
      </Group>
      <AssetGrid
        {...pagedGridProps(page, list)}
        cols={cols}
        label={t(`${kind}.list`, { name })}
        render={render}
        empty={q || choice !== 'all' ? <EmptyState variant="light" title={t('noMatch')} py="xl" /> : empty}
      />
    </Stack>
  );
}

export function ProfileGalleries(props: TabProps) {
  return <GridTab<Gallery> kind="galleries" {...props} render={(gallery) => <GalleryCard gallery={gallery} />} />;
}

const SALE_CHOICES = ['all', 'subscription', 'sale'] as const;

export function ProfileVideos(props: TabProps) {
  const t = useTranslations('profile.grid.choices');
  return (
    <GridTab<Video>
      kind="videos"
      {...props}
      render={(video) => <VideoCard video={video} />}
      choices={SALE_CHOICES.map((value) => ({ value, label: t(value) }))}
      toQuery={(choice) => (choice === 'sale' ? { isSale: true } : choice === 'subscription' ? { isSale: false } : {})}
    />
  );
}

export function ProfileReels(props: TabProps) {
  const t = useTranslations('profile.grid');
  const { creatorId } = props;
  return (
    <GridTab<Reel>
      kind="reels"
      {...props}
      render={(reel) => <ReelCard reel={reel} performerId={creatorId} />}
      actions={
        <Button
          component={Link}
          href={reelsPath({ performerId: creatorId })}
          radius="xl"
          variant="light"
          leftSection={<PlayIcon size={14} />}
        >
          {t('playAll')}
        </Button>
      }
    />
  );
}

export function ProfileStore(props: TabProps) {
  return <GridTab<Product> kind="store" {...props} render={(product) => <ProductCard product={product} />} />;
}
