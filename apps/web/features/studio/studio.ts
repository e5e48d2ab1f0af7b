import {
  CREATOR_GALLERIES_PATH,
  CREATOR_POSTS_PATH,
  CREATOR_PRODUCTS_PATH,
  CREATOR_REELS_PATH,
  CREATOR_VIDEOS_PATH,
  CREATOR_EARNINGS_PATH,
  CREATOR_SUBSCRIBERS_PATH,
  CREATOR_ORDERS_PATH,
  CREATOR_PAYOUTS_PATH,
} from '@/lib/routes';

/**
 * The creator's studio: one page per kind of content, then subscribers and earnings. Each one's
 * name is `studio.nav.<key>`.
 */
export const STUDIO_SECTIONS = [
  { href: CREATOR_POSTS_PATH, key: 'posts', icon: 'posts' },
  { href: CREATOR_GALLERIES_PATH, key: 'galleries', icon: 'galleries' },
  { href: CREATOR_VIDEOS_PATH, key: 'videos', icon: 'videos' },
  { href: CREATOR_REELS_PATH, key: 'reels', icon: 'reels' },
  { href: CREATOR_PRODUCTS_PATH, key: 'store', icon: 'store' },
  { href: CREATOR_ORDERS_PATH, key: 'orders', icon: 'store' },
  { href: CREATOR_SUBSCRIBERS_PATH, key: 'subscribers', icon: 'subscribers' },
  { href: CREATOR_EARNINGS_PATH, key: 'earnings', icon: 'earnings' },
  { href: CREATOR_PAYOUTS_PATH, key: 'payouts', icon: 'earnings' },
] as const;

/** Whether a studio section is the one on screen (its list or any page under it). */
export const isCurrentSection = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);
