import type { ComponentType } from 'react';
import type { GridCols } from '@/features/assets/asset-grid';
import { BagIcon, FilmIcon, ImageIcon, VideoIcon, type IconProps } from '@/features/layout/icons';
import { NEW_PRODUCT_PATH, NEW_VIDEO_PATH } from '@/lib/routes';

/** One studio list page: its words, its endpoints and its grid. */
export interface StudioListKind {
  /** The item, one and many ("video", "videos"): the count, the test ids, the delete dialog. */
  one: string;
  many: string;
  title: string;
  /** The main action, a new item: on its own page (`href`), else in the page's dialog. */
  create?: { label: string; href?: string };
  /** The list call, and the item's path (`<item>/<id>`) for a delete. */
  api: { list: string; item: string };
  search: string;
  /** The row of choices: its filter and what "Try another search or …" names. */
  choice: { key: string; word: string; options?: { value: string; label: string }[]; label?: string };
  /** The empty state before anything is made: its icon, title and description. */
  empty: { icon: ComponentType<IconProps>; title: string; description: string };
  grid: { label: string; cols?: GridCols; skeletonHeight?: number };
  page: { size: number; maw: number; dropSaved?: boolean };
}

const STATUS = { key: 'status', word: 'status' };
const ASSETS = '/performer/performer-assets';

/** A kind of performer asset: its words, one and many, and its endpoints (`…/performer-assets/{many}`). */
const asset = (one: string, many: string) => ({
  one,
  many,
  api: { list: `${ASSETS}/${many}/search`, item: `${ASSETS}/${many}` },
});

/** The creator's studio lists, by kind. */
export const STUDIO_LISTS = {
  videos: {
    ...asset('video', 'videos'),
    title: 'My videos',
    create: { label: 'New video', href: NEW_VIDEO_PATH },
    search: 'Search your videos by title',
    choice: STATUS,
    empty: { icon: VideoIcon, title: 'No videos yet', description: 'Upload a video with a teaser for everyone.' },
    grid: { label: 'My videos', cols: { base: 1 }, skeletonHeight: 110 },
    page: { size: 10, maw: 960, dropSaved: true },
  },
  products: {
    ...asset('product', 'products'),
    title: 'My store',
    create: { label: 'New product', href: NEW_PRODUCT_PATH },
    search: 'Search your products',
    choice: {
      key: 'type',
      word: 'kind',
      label: 'Kind of product',
      options: [
        { value: 'all', label: 'All' },
        { value: 'physical', label: 'Physical' },
        { value: 'digital', label: 'Digital' },
      ],
    },
    empty: { icon: BagIcon, title: 'Your store is empty', description: 'Sell merch, prints or digital downloads.' },
    grid: { label: 'My products', cols: { base: 2, sm: 3, md: 4 } },
    page: { size: 12, maw: 1040, dropSaved: true },
  },
  galleries: {
    ...asset('gallery', 'galleries'),
    title: 'My galleries',
    create: { label: 'New gallery' },
    search: 'Search your galleries by title',
    choice: STATUS,
    empty: {
      icon: ImageIcon,
      title: 'No galleries yet',
      description: 'Make a gallery, then drop your photos into it.',
    },
    grid: { label: 'My galleries' },
    page: { size: 12, maw: 1040 },
  },
  reels: {
    one: 'reel',
    many: 'reels',
    title: 'My reels',
    api: { list: '/reels/performer/my-reels', item: '/reels' },
    search: 'Search your reels',
    choice: STATUS,
    empty: { icon: FilmIcon, title: 'No reels yet', description: 'Short vertical clips play in the reels feed.' },
    grid: { label: 'My reels', cols: { base: 2, xs: 3, md: 4 }, skeletonHeight: 320 },
    page: { size: 12, maw: 1040 },
  },
} satisfies Record<string, StudioListKind>;

export type StudioListName = keyof typeof STUDIO_LISTS;
