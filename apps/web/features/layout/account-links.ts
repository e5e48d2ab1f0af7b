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

/** A link's label, as a key of the `nav.links` catalogue. */
export type AccountLinkKey =
  | 'timeline'
  | 'reels'
  | 'exploreCreators'
  | 'live'
  | 'myProfile'
  | 'goLive'
  | 'privateShows'
  | 'myPosts'
  | 'myGalleries'
  | 'myVideos'
  | 'myReels'
  | 'myStore'
  | 'orders'
  | 'messages'
  | 'subscribers'
  | 'followers'
  | 'earnings'
  | 'payouts'
  | 'creatorAccount'
  | 'bookmarks'
  | 'mySubscriptions'
  | 'following'
  | 'wallet'
  | 'myOrders'
  | 'myAccount';

export interface AccountLink {
  key: AccountLinkKey;
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
    { key: 'timeline', href: HOME_PATH, icon: 'home' },
    { key: 'reels', href: REELS_PATH, icon: 'reels' },
    { key: 'exploreCreators', href: CREATORS_PATH, icon: 'explore' },
    { key: 'live', href: LIVE_PATH, icon: 'live' },
  ];
  if (user.isPerformer) {
    links.push({ key: 'myProfile', href: profilePath(user.username || user._id), icon: 'profile' });
    links.push({ key: 'goLive', href: CREATOR_LIVE_PATH, icon: 'live' });
    links.push({ key: 'privateShows', href: PRIVATE_SHOWS_PATH, icon: 'live' });
    links.push({ key: 'myPosts', href: CREATOR_POSTS_PATH, icon: 'posts' });
    links.push({ key: 'myGalleries', href: CREATOR_GALLERIES_PATH, icon: 'galleries' });
    links.push({ key: 'myVideos', href: CREATOR_VIDEOS_PATH, icon: 'videos' });
    links.push({ key: 'myReels', href: CREATOR_REELS_PATH, icon: 'reels' });
    links.push({ key: 'myStore', href: CREATOR_PRODUCTS_PATH, icon: 'store' });
    links.push({ key: 'orders', href: CREATOR_ORDERS_PATH, icon: 'store' });
    links.push({ key: 'messages', href: MESSAGES_PATH, icon: 'messages' });
    links.push({ key: 'subscribers', href: CREATOR_SUBSCRIBERS_PATH, icon: 'subscribers' });
    links.push({ key: 'followers', href: FOLLOWERS_PATH, icon: 'subscribers' });
    links.push({ key: 'earnings', href: CREATOR_EARNINGS_PATH, icon: 'earnings' });
    links.push({ key: 'payouts', href: CREATOR_PAYOUTS_PATH, icon: 'wallet' });
    links.push({ key: 'creatorAccount', href: CREATOR_ACCOUNT_PATH, icon: 'account' });
  } else {
    links.push({ key: 'bookmarks', href: BOOKMARKS_PATH, icon: 'bookmarks' });
    links.push({ key: 'mySubscriptions', href: MY_SUBSCRIPTIONS_PATH, icon: 'subscriptions' });
    links.push({ key: 'following', href: FOLLOWING_PATH, icon: 'explore' });
    links.push({ key: 'messages', href: MESSAGES_PATH, icon: 'messages' });
    links.push({ key: 'wallet', href: WALLET_PATH, icon: 'wallet' });
    links.push({ key: 'myOrders', href: MY_ORDERS_PATH, icon: 'store' });
    links.push({ key: 'privateShows', href: PRIVATE_SHOWS_PATH, icon: 'live' });
    links.push({ key: 'myAccount', href: USER_ACCOUNT_PATH, icon: 'account' });
  }
  return links;
}
