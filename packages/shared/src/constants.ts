/** Business constants of product-spec section 9 and contract.md. */

export const MESSAGE_PAGE_SIZE = 25;
export const MESSAGE_FIRST_OFFSET = 0;
export const SUBSCRIPTION_FETCH_LIMIT = 100;
export const DEFAULT_SUBSCRIPTION_TYPE = 'yearly' as const;
export const DEFAULT_SORT_BY = 'updatedAt';
export const DEFAULT_SORT = 'desc' as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;

export const TOAST_DURATION_MS = 3000;
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

export const TOKEN_COOKIE = 'token';
export const SESSION_DAYS_REMEMBER = 365;
export const SESSION_DAYS_DEFAULT = 1;
export const TWITTER_COOKIE_DAYS = 1;

/** Socket.IO client options of spec section 9. */
export const REALTIME_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 10000,
  transports: ['websocket', 'polling'],
} as const;

export const REALTIME_STATUSES = ['initialized', 'connected', 'disconnect', 'reconnecting', 'failed'] as const;
export type RealtimeStatus = (typeof REALTIME_STATUSES)[number];

/** Header the web server uses to forward the visitor's IP during server rendering. */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** Routes of the web app that a username must never shadow, since `/{profileId}` lives at the root. */
export const RESERVED_USERNAMES = [
  'home',
  'auth',
  'user',
  'users',
  'creator',
  'creators',
  'performer',
  'performers',
  'messages',
  'wallet',
  'admin',
  'api',
  'settings',
  'search',
  'notifications',
  'sitemap',
  'sitemap.xml',
  'payment',
  'payments',
  'maintenance',
  'geo-blocked',
  'dev',
  'account',
  'explore',
  'about',
  'contact',
  'help',
  'terms',
  'privacy',
  'page',
  'posts',
  'feeds',
  'reels',
  'videos',
  'galleries',
  'store',
  'streaming',
  'live',
  'private-shows',
  'orders',
  'model',
  '_next',
  '_app',
  'static',
  'flags',
  'healthz',
  'docs',
] as const;
