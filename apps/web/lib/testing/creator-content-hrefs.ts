/**
 * For unit tests only: a creator's content pages (posts, galleries, videos, reels, store, orders),
 * in the order that both the account menu and the studio navigation list them.
 */
export const CREATOR_CONTENT_HREFS = [
  '/creator/posts',
  '/creator/galleries',
  '/creator/videos',
  '/creator/reels',
  '/creator/products',
  '/creator/orders',
];
