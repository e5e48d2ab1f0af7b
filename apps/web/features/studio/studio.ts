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

/** The creator's studio: one page per kind of content, then subscribers and earnings. */
export const STUDIO_SECTIONS = [
  { href: CREATOR_POSTS_PATH, label: 'Posts', icon: 'posts' },
  { href: CREATOR_GALLERIES_PATH, label: 'Galleries', icon: 'galleries' },
  { href: CREATOR_VIDEOS_PATH, label: 'Videos', icon: 'videos' },
  { href: CREATOR_REELS_PATH, label: 'Reels', icon: 'reels' },
  { href: CREATOR_PRODUCTS_PATH, label: 'Store', icon: 'store' },
  { href: CREATOR_ORDERS_PATH, label: 'Orders', icon: 'store' },
  { href: CREATOR_SUBSCRIBERS_PATH, label: 'Subscribers', icon: 'subscribers' },
  { href: CREATOR_EARNINGS_PATH, label: 'Earnings', icon: 'earnings' },
  { href: CREATOR_PAYOUTS_PATH, label: 'Payouts', icon: 'earnings' },
] as const;

/** Whether a studio section is the one on screen (its list or any page under it). */
export const isCurrentSection = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/** "Loading…" until the first answer, then "3 galleries". */
export function countLine(loaded: boolean, total: number, one: string, many = `${one}s`): string {
  if (!loaded) return 'Loading…';
  return `${total} ${total === 1 ? one : many}`;
}
