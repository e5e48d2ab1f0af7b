'use client';

import { Badge, EmptyState, Paper, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import type { PerformerSearchItem, Product, Video } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { CreatorCard } from '@/features/creators/creator-card';
import { FeedList } from '@/features/feeds/feed-list';
import { SearchIcon } from '@/features/layout/icons';
import { ProductCard } from '@/features/products/product-card';
import { VideoCard } from '@/features/videos/video-card';
import { SEARCH_TABS, searchPath, type SearchTab } from '@/lib/routes';
import { useSearchCountsQuery } from './search.api';
import { TrendingKeywords } from './trending-keywords';

const PAGE_SIZE = 12;
const isTab = (value: string | null): value is SearchTab => SEARCH_TABS.includes(value as SearchTab);

/** The tabs listed in a grid: their list route and the grid's columns. */
const RESULT_GRIDS = {
  creators: { path: '/performers/user/search', cols: { base: 1, xs: 2, md: 3 } },
  products: { path: '/performer-assets/products/search', cols: { base: 2, sm: 3 } },
  videos: { path: '/performer-assets/videos/search', cols: { base: 1, xs: 2, md: 3 } },
} satisfies Partial<Record<SearchTab, { path: string; cols: { base: number; xs?: number; sm?: number; md?: number } }>>;

/** One tab's grid: a list route with `q`, paged in the address (`page`). */
function ResultGrid<T extends { _id: string }>(props: {
  path: string;
  q: string;
  render: (item: T) => ReactNode;
  cols: { base: number; xs?: number; sm?: number; md?: number };
  label: string;
  empty: ReactNode;
}) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const current = Math.max(1, Number(params.get('page')) || 1);
  const page = useAssetPage<T>(props.path, { q: props.q, limit: PAGE_SIZE, offset: (current - 1) * PAGE_SIZE });
  const setPage = (next: number) => {
    const to = new URLSearchParams(params.toString());
    to.set('page', String(next));
    router.push(`${pathname}?${to.toString()}`, { scroll: true });
  };
  return (
    <AssetGrid
      {...page}
      onRetry={() => void page.reload()}
      page={current}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      cols={props.cols}
      label={props.label}
      render={props.render}
      empty={props.empty}
    />
  );
}

/**
 * /search?q=&tab=: what a search finds, by type. The counts (POST /search/keywords, which also
 * counts the search for the trending list) label the tabs; each tab lists its type's matches.
 */
export function SearchView() {
  const t = useTranslations('search');
  const params = useSearchParams();
  const router = useRouter();
  const q = (params.get('q') ?? '').trim();
  const tab: SearchTab = isTab(params.get('tab')) ? (params.get('tab') as SearchTab) : 'creators';
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  const counts = useSearchCountsQuery(q, { skip: !q });
  const count: Record<SearchTab, number | undefined> = {
    creators: counts.data?.totalPerformer,
    posts: counts.data?.totalFeed,
    products: counts.data?.totalProduct,
    videos: undefined,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) router.push(searchPath(value.trim(), tab));
  };
  const nothing = <EmptyState variant="light" title={t('nothing', { q })} description={t('nothingHint')} py="xl" />;
  const results = <T extends { _id: string }>(name: keyof typeof RESULT_GRIDS, render: (item: T) => ReactNode) => (
    <Tabs.Panel value={name} pt="md">
      <ResultGrid<T> {...RESULT_GRIDS[name]} q={q} render={render} label={t(`tab.${name}`)} empty={nothing} />
    </Tabs.Panel>
  );

  return (
    <Stack gap="lg" data-testid="search-page">
      <Title order={1} size="h2">
        {q ? t('resultsFor', { q }) : t('title')}
      </Title>
      <form role="search" onSubmit={submit}>
        <TextInput
          type="search"
          aria-label={t('label')}
          placeholder={t('placeholder')}
          leftSection={<SearchIcon size={16} />}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          radius="xl"
          size="md"
          data-testid="search-page-input"
        />
      </form>
      {!q ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" mb="sm">
            {t('start')}
          </Text>
          <TrendingKeywords />
        </Paper>
      ) : (
        <Tabs
          value={tab}
          onChange={(next) => isTab(next) && router.push(searchPath(q, next))}
          keepMounted={false}
          aria-label={t('tabs')}
        >
          <Tabs.List>
            {SEARCH_TABS.map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                data-testid={`search-tab-${name}`}
                rightSection={
                  count[name] !== undefined ? (
                    <Badge size="sm" variant="light" circle={count[name]! < 10}>
                      {count[name]}
                    </Badge>
                  ) : null
                }
              >
                {t(`tab.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {results<PerformerSearchItem>('creators', (creator) => (
            <CreatorCard creator={creator} />
          ))}
          <Tabs.Panel value="posts" pt="md">
            <SimpleGrid cols={1} maw={680} mx="auto">
              <FeedList
                source={{ key: `search:${q}`, path: '/user/feeds', query: { q }, paging: 'cursor' }}
                empty={nothing}
                label={t('tab.posts')}
              />
            </SimpleGrid>
          </Tabs.Panel>
          {results<Product>('products', (product) => (
            <ProductCard product={product} />
          ))}
          {results<Video>('videos', (video) => (
            <VideoCard video={video} />
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
