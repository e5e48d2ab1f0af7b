/** Paths the app links to from code (spec section 2). */
export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';
export const REGISTER_CREATOR_PATH = '/auth/register/creator';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const EMAIL_VERIFIED_PATH = '/auth/email-verified-success';
export const TWITTER_CALLBACK_PATH = '/auth/twitter/callback';
export const HOME_PATH = '/home';
export const USER_ACCOUNT_PATH = '/user/account';
/** Two-factor sign-in, sessions and password (issue #19); the security mails link here. */
export const ACCOUNT_SECURITY_PATH = '/account/security';
export const CREATOR_ACCOUNT_PATH = '/creator/account';
export const CREATORS_PATH = '/creators';
export const SEARCH_PATH = '/search';
export const NOTIFICATIONS_PATH = '/notifications';
export const FOLLOWING_PATH = '/user/following';
export const FOLLOWERS_PATH = '/creator/followers';
export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';
export const SEARCH_TABS = ['creators', 'posts', 'products', 'videos'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The search page for `q`, on a tab (creators unless given). */
export function searchPath(q: string, tab?: SearchTab): string {
  const params = new URLSearchParams({ q });
  if (tab && tab !== 'creators') params.set('tab', tab);
  return `${SEARCH_PATH}?${params.toString()}`;
}
export const CREATOR_POSTS_PATH = '/creator/posts';
export const NEW_POST_PATH = '/creator/posts/new';
export const BOOKMARKS_PATH = '/user/bookmarks';
/** The fan's wallet: balance, top-ups, cards and history (issue #6). */
export const WALLET_PATH = '/wallet';
export const MESSAGES_PATH = '/messages';
/** The messenger with one conversation open. */
export const conversationPath = (conversationId: string) =>
  `${MESSAGES_PATH}?conversation=${encodeURIComponent(conversationId)}`;
export const MAINTENANCE_PATH = '/maintenance';
export const GEO_BLOCKED_PATH = '/geo-blocked';
export const LANDING_PATH = '/';

/** A creator's profile lives at the root: username, or id when there is none. */
export function profilePath(profileId: string): string {
  return `/${encodeURIComponent(profileId)}`;
}

/** The composer of an existing post. */
export function editPostPath(feedId: string): string {
  return `/creator/posts/${encodeURIComponent(feedId)}/edit`;
}

/* Creator content (issue #5): the creator's studio and what fans open. */
export const CREATOR_GALLERIES_PATH = '/creator/galleries';
export const CREATOR_VIDEOS_PATH = '/creator/videos';
export const NEW_VIDEO_PATH = '/creator/videos/new';
export const CREATOR_REELS_PATH = '/creator/reels';
export const CREATOR_PRODUCTS_PATH = '/creator/products';
export const NEW_PRODUCT_PATH = '/creator/products/new';
export const REELS_PATH = '/reels';

/** The studio page of one gallery (its photos). */
export function creatorGalleryPath(galleryId: string): string {
  return `/creator/galleries/${encodeURIComponent(galleryId)}`;
}

export function editVideoPath(videoId: string): string {
  return `/creator/videos/${encodeURIComponent(videoId)}/edit`;
}

export function editProductPath(productId: string): string {
  return `/creator/products/${encodeURIComponent(productId)}/edit`;
}

/** A gallery, video or product's own page: by slug, else by id. */
export function galleryPath(gallery: { _id: string; slug?: string }): string {
  return `/galleries/${encodeURIComponent(gallery.slug || gallery._id)}`;
}

export function videoPath(video: { _id: string; slug?: string }): string {
  return `/videos/${encodeURIComponent(video.slug || video._id)}`;
}

export function productPath(product: { _id: string; slug?: string }): string {
  return `/store/${encodeURIComponent(product.slug || product._id)}`;
}

/** The reels player, optionally opening on one reel and showing one creator's reels. */
export function reelsPath(options: { reel?: string; performerId?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.performerId) query.set('performerId', options.performerId);
  if (options.reel) query.set('reel', options.reel);
  const text = query.toString();
  return text ? `${REELS_PATH}?${text}` : REELS_PATH;
}

/* Money (issue #6): a fan's subscriptions, a creator's subscribers and earnings. */
export const MY_SUBSCRIPTIONS_PATH = '/user/subscriptions';
export const CREATOR_SUBSCRIBERS_PATH = '/creator/subscribers';
export const CREATOR_EARNINGS_PATH = '/creator/earnings';
/* Money out (issue #17): payouts, where they are sent, orders and delivery addresses. */
export const CREATOR_PAYOUTS_PATH = '/creator/payouts';
export const PAYOUT_METHODS_PATH = '/creator/account?tab=banking';
export const CREATOR_ORDERS_PATH = '/creator/orders';
export const MY_ORDERS_PATH = '/orders';
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
export const ADDRESSES_PATH = '/user/account#addresses';

/* Live streaming: creators live now, one creator's live (by username or id), the creator's studio. */
export const LIVE_PATH = '/live';
export const CREATOR_LIVE_PATH = '/creator/live';
/** Private 1:1 shows: a creator's requests and a fan's, and the show itself. */
export const PRIVATE_SHOWS_PATH = '/private-shows';
export function livePath(profileId: string): string {
  return `${LIVE_PATH}/${encodeURIComponent(profileId)}`;
}

/** The operators' console (issue #18) and its sections. */
export const ADMIN_PATH = '/admin';
export const adminUserPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
