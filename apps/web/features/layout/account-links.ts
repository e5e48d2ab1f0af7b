import {
  BOOKMARKS_PATH,
  CREATORS_PATH,
  CREATOR_ACCOUNT_PATH,
  CREATOR_GALLERIES_PATH,
  CREATOR_POSTS_PATH,
  CREATOR_PRODUCTS_PATH,
  CREATOR_REELS_PATH,
  CREATOR_VIDEOS_PATH,
  HOME_PATH,
  REELS_PATH,
  USER_ACCOUNT_PATH,
  WALLET_PATH,
  MESSAGES_PATH,
  MY_SUBSCRIPTIONS_PATH,
  CREATOR_SUBSCRIBERS_PATH,
  CREATOR_EARNINGS_PATH,
  CREATOR_LIVE_PATH,
  PRIVATE_SHOWS_PATH,
  LIVE_PATH,
  CREATOR_PAYOUTS_PATH,
  CREATOR_ORDERS_PATH,
  MY_ORDERS_PATH,
  FOLLOWING_PATH,
  FOLLOWERS_PATH,
  profilePath,
} from '@/lib/routes';
import type { CurrentUser } from '@/features/user/user.types';

export interface AccountLink {
  label: string;
  href: string;
  icon:
    | 'home'
    | 'explore'
    | 'profile'
    | 'account'
    | 'posts'
    | 'bookmarks'
    | 'reels'
    | 'galleries'
    | 'videos'
    | 'store'
    | 'wallet'
    | 'subscriptions'
    | 'subscribers'
    | 'earnings'
    | 'messages'
    | 'live';
}

/** The signed-in navigation for a fan or a creator (a creator's studio: posts, galleries, videos, reels, store). */
export function accountLinks(user: Pick<CurrentUser, '_id' | 'username' | 'isPerformer'>): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Timeline', href: HOME_PATH, icon: 'home' },
    { label: 'Reels', href: REELS_PATH, icon: 'reels' },
    { label: 'Explore creators', href: CREATORS_PATH, icon: 'explore' },
    { label: 'Live', href: LIVE_PATH, icon: 'live' },
  ];
  if (user.isPerformer) {
    links.push({ label: 'My profile', href: profilePath(user.username || user._id), icon: 'profile' });
    links.push({ label: 'Go live', href: CREATOR_LIVE_PATH, icon: 'live' });
    links.push({ label: 'Private shows', href: PRIVATE_SHOWS_PATH, icon: 'live' });
    links.push({ label: 'My posts', href: CREATOR_POSTS_PATH, icon: 'posts' });
    links.push({ label: 'My galleries', href: CREATOR_GALLERIES_PATH, icon: 'galleries' });
    links.push({ label: 'My videos', href: CREATOR_VIDEOS_PATH, icon: 'videos' });
    links.push({ label: 'My reels', href: CREATOR_REELS_PATH, icon: 'reels' });
    links.push({ label: 'My store', href: CREATOR_PRODUCTS_PATH, icon: 'store' });
    links.push({ label: 'Orders', href: CREATOR_ORDERS_PATH, icon: 'store' });
    links.push({ label: 'Messages', href: MESSAGES_PATH, icon: 'messages' });
    links.push({ label: 'Subscribers', href: CREATOR_SUBSCRIBERS_PATH, icon: 'subscribers' });
    links.push({ label: 'Followers', href: FOLLOWERS_PATH, icon: 'subscribers' });
    links.push({ label: 'Earnings', href: CREATOR_EARNINGS_PATH, icon: 'earnings' });
    links.push({ label: 'Payouts', href: CREATOR_PAYOUTS_PATH, icon: 'wallet' });
    links.push({ label: 'Creator account', href: CREATOR_ACCOUNT_PATH, icon: 'account' });
  } else {
    links.push({ label: 'Bookmarks', href: BOOKMARKS_PATH, icon: 'bookmarks' });
    links.push({ label: 'My subscriptions', href: MY_SUBSCRIPTIONS_PATH, icon: 'subscriptions' });
    links.push({ label: 'Following', href: FOLLOWING_PATH, icon: 'explore' });
    links.push({ label: 'Messages', href: MESSAGES_PATH, icon: 'messages' });
    links.push({ label: 'Wallet', href: WALLET_PATH, icon: 'wallet' });
    links.push({ label: 'My orders', href: MY_ORDERS_PATH, icon: 'store' });
    links.push({ label: 'Private shows', href: PRIVATE_SHOWS_PATH, icon: 'live' });
    links.push({ label: 'My account', href: USER_ACCOUNT_PATH, icon: 'account' });
  }
  return links;
}
