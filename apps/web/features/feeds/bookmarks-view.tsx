'use client';

import { Paper, Stack, Tabs } from '@mantine/core';
import type { Gallery, Product, Reel, Video } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { ExploreEmpty } from '@/features/assets/explore-empty';
import { IconTabsList } from '@/features/assets/icon-tabs';
import { pagedGridProps } from '@/features/assets/paged-grid';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { CreatorCard } from '@/features/creators/creator-card';
import type { CreatorSummary } from '@/features/creators/creator.types';
import { GalleryCard } from '@/features/galleries/gallery-card';
import { BagIcon, BookmarkIcon, FilmIcon, ImageIcon, NoteIcon, UsersIcon, VideoIcon } from '@/features/layout/icons';
import { ProductCard } from '@/features/products/product-card';
import { ReelCard } from '@/features/reels/reel-card';
import { VideoCard } from '@/features/videos/video-card';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { ListHeading } from '@/lib/ui/list-heading';
import { FeedList } from './feed-list';
import { BOOKMARKS_SOURCE } from './feeds.thunks';

/**
 * The bookmark lists (contract 3.14), one tab each; `?tab=` in the address (posts when absent).
 * Labels and texts are under `feeds.bookmarks.<value>`.
 */
export const BOOKMARK_TABS = [
  { value: 'posts', type: 'feeds', icon: NoteIcon },
  { value: 'galleries', type: 'galleries', icon: ImageIcon },
  { value: 'videos', type: 'videos', icon: VideoIcon },
  { value: 'products', type: 'products', icon: BagIcon },
  { value: 'creators', type: 'performers', icon: UsersIcon },
  { value: 'reels', type: 'reels', icon: FilmIcon },
] as const;

type BookmarkTab = (typeof BOOKMARK_TABS)[number];
export const bookmarkTabOf = (value: string | null): BookmarkTab =>
  BOOKMARK_TABS.find((tab) => tab.value === value) ?? BOOKMARK_TABS[0];

function Empty({ tab }: { tab: BookmarkTab }) {
  const t = useTranslations('feeds.bookmarks');
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="bookmarks-empty">
      <ExploreEmpty
        icon={<BookmarkIcon size={28} />}
        title={t(`${tab.value}.empty`)}
        description={t(`${tab.value}.emptyHint`)}
        py="xl"
      />
    </Paper>
  );
}

type Item = Gallery | Video | Product | Reel | (CreatorSummary & { _id: string });

function render(tab: BookmarkTab, item: Item): ReactNode {
  switch (tab.value) {
    case 'galleries':
      return <GalleryCard gallery={item as Gallery} showCreator />;
    case 'videos':
      return <VideoCard video={item as Video} showCreator />;
    case 'products':
      return <ProductCard product={item as Product} showCreator />;
    case 'creators':
      return <CreatorCard creator={item as CreatorSummary} />;
    default:
      return <ReelCard reel={item as Reel} />;
  }
}

/** One paged bookmark list of a kind other than posts: `GET /reactions/{type}/bookmark`. */
function BookmarkGrid({ tab }: { tab: BookmarkTab }) {
  const t = useTranslations('feeds.bookmarks');
  const list = useListQuery({ pageSize: 12 });
  const page = useAssetPage<Item>(
    `/reactions/${tab.type}/bookmark`,
    { limit: list.pageSize, offset: list.apiParams.offset, sort: 'desc', sortBy: 'createdAt' },
    { answer: 'bookmarks' },
  );
  return (
    <AssetGrid
      {...pagedGridProps(page, list)}
      cols={tab.value === 'reels' ? { base: 2, xs: 3, md: 4 } : { base: 1, xs: 2, md: 3 }}
      label={t(`${tab.value}.list`)}
      render={(item) => render(tab, item)}
      empty={<Empty tab={tab} />}
      testId={`bookmarks-${tab.value}`}
    />
  );
}

/** /user/bookmarks: what the fan saved, a tab per kind, newest bookmark first (contract 3.14). */
export function BookmarksView() {
  const t = useTranslations('feeds.bookmarks');
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const active = bookmarkTabOf(searchParams.get('tab'));

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <ListHeading title={t('title')} intro={t('intro')} />
      <Tabs
        value={active.value}
        onChange={(value) => {
          const tab = bookmarkTabOf(value);
          router.push(tab.value === 'posts' ? pathname : `${pathname}?tab=${tab.value}`, { scroll: false });
        }}
        keepMounted={false}
        aria-label={t('title')}
      >
        <IconTabsList tabs={BOOKMARK_TABS.map((tab) => ({ ...tab, label: t(`${tab.value}.tab`) }))} />
        {BOOKMARK_TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.value === 'posts' ? (
              <Stack maw={680} mx="auto">
                <FeedList source={BOOKMARKS_SOURCE} label={t('posts.list')} empty={<Empty tab={tab} />} />
              </Stack>
            ) : (
              <BookmarkGrid tab={tab} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
