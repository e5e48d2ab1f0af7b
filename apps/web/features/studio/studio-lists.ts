import type { ComponentType } from 'react';
import type { GridCols } from '@/features/assets/asset-grid';
import { BagIcon, FilmIcon, ImageIcon, VideoIcon, type IconProps } from '@/features/layout/icons';
import { NEW_PRODUCT_PATH, NEW_VIDEO_PATH } from '@/lib/routes';

/**
 * One studio list page: its endpoints and its grid. Its words are in the catalogue under
 * `studio.lists.<name>` (title, count, search, empty state, delete dialog).
 */
export interface StudioListKind {
  /** The item, one and many ("video", "videos"): the test ids. */
  one: string;
  many: string;
  /** The main action, a new item (`studio.lists.<name>.create`): on its own page (`href`), else in the page's dialog. */
  create?: { href?: string };
  /** The list call, and the item's path (`<item>/<id>`) for a delete. */
  api: { list: string; item: string };
  /** The row of choices: its filter and, when not the statuses, its values (`studio.lists.<name>.choices.<value>`). */
  choice: { key: string; options?: readonly string[] };
  /** The empty state's icon before anything is made. */
  empty: { icon: ComponentType<IconProps> };
  grid: { cols?: GridCols; skeletonHeight?: number };
  page: { size: number; maw: number; dropSaved?: boolean };
}

const STATUS = { key: 'status' };
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
    create: { href: NEW_VIDEO_PATH },
    choice: STATUS,
    empty: { icon: VideoIcon },
    grid: { cols: { base: 1 }, skeletonHeight: 110 },
    page: { size: 10, maw: 960, dropSaved: true },
  },
  products: {
    ...asset('product', 'products'),
    create: { href: NEW_PRODUCT_PATH },
    choice: { key: 'type', options: ['all', 'physical', 'digital'] },
    empty: { icon: BagIcon },
    grid: { cols: { base: 2, sm: 3, md: 4 } },
    page: { size: 12, maw: 1040, dropSaved: true },
  },
  galleries: {
    ...asset('gallery', 'galleries'),
    create: {},
    choice: STATUS,
    empty: { icon: ImageIcon },
    grid: {},
    page: { size: 12, maw: 1040 },
  },
  reels: {
    one: 'reel',
    many: 'reels',
    api: { list: '/reels/performer/my-reels', item: '/reels' },
    choice: STATUS,
    empty: { icon: FilmIcon },
    grid: { cols: { base: 2, xs: 3, md: 4 }, skeletonHeight: 320 },
    page: { size: 12, maw: 1040 },
  },
} satisfies Record<string, StudioListKind>;

export type StudioListName = keyof typeof STUDIO_LISTS;
