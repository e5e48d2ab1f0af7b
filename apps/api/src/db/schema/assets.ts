import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, counter, createdAt, forSale, minor, tableWithId, timestamps, ts } from './columns.js';
import { userRef } from './refs.js';

/**
 * Creator content beside posts: galleries of photos, videos, reels and products. Media lives in
 * `files` (through the media pipeline); these rows hold what the content is and who may see it.
 * `publishedAt` works as for feeds: reads filter on it, a job marks scheduled items published.
 */

const performer = () => userRef('performer_id');
const price = () => minor('price_minor').notNull().default(0);
/** What its creator made of an item: a draft, or published (active) or taken down (inactive). */
const status = () =>
  text('status', { enum: ['draft', 'active', 'inactive'] })
    .notNull()
    .default('active');
/**
 * Set when staff hid the item (issue #18): hidden from everyone but its creator and staff, whatever
 * status its creator gives it; cleared on restore.
 */
const hiddenAt = () => ts('hidden_at');
/** An optional publishing schedule, and when the item is (or was) published: what reads filter on. */
const scheduled = () => ({
  isSchedule: boolean('is_schedule').notNull().default(false),
  scheduledAt: ts('scheduled_at'),
  publishedAt: ts('published_at').notNull().defaultNow(),
});

export const galleries = tableWithId(
  'galleries',
  {
    performerId: performer(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    hiddenAt: hiddenAt(),
    ...forSale(),
    coverPhotoId: text('cover_photo_id'),
    numOfItems: counter('num_of_items'),
    likes: counter('likes'),
    bookmarks: counter('bookmarks'),
    comments: counter('comments'),
    views: counter('views'),
    ...scheduled(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('galleries_slug_key').on(t.slug),
    index('galleries_performer_idx').on(t.performerId, t.publishedAt.desc(), t.id.desc()),
    check('galleries_price_nonnegative', sql`${t.priceMinor} >= 0`),
  ],
);

export const photos = tableWithId(
  'photos',
  {
    performerId: performer(),
    galleryId: cascadeRef('gallery_id', () => galleries.id),
    fileId: text('file_id').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    status: status(),
    /** Order inside the gallery (reorder moves it). */
    position: counter('position'),
    ...timestamps(),
  },
  (t) => [
    index('photos_gallery_idx').on(t.galleryId, t.position, t.id),
    index('photos_performer_idx').on(t.performerId, t.createdAt.desc()),
  ],
);

export const videos = tableWithId(
  'videos',
  {
    performerId: performer(),
    fileId: text('file_id').notNull(),
    thumbnailId: text('thumbnail_id'),
    teaserId: text('teaser_id'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    hiddenAt: hiddenAt(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    participantIds: text('participant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...forSale(),
    ...scheduled(),
    views: counter('views'),
    likes: counter('likes'),
    comments: counter('comments'),
    bookmarks: counter('bookmarks'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('videos_slug_key').on(t.slug),
    index('videos_performer_idx').on(t.performerId, t.publishedAt.desc(), t.id.desc()),
    index('videos_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    check('videos_price_nonnegative', sql`${t.priceMinor} >= 0`),
  ],
);

export const reels = tableWithId(
  'reels',
  {
    performerId: performer(),
    fileId: text('file_id').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    status: status(),
    hiddenAt: hiddenAt(),
    ...forSale(),
    views: counter('views'),
    likes: counter('likes'),
    comments: counter('comments'),
    publishedAt: ts('published_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('reels_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('reels_performer_idx').on(t.performerId, t.publishedAt.desc()),
    check('reels_price_nonnegative', sql`${t.priceMinor} >= 0`),
  ],
);

/** One counted view per viewer (account id, or a hash of the visitor's address) per reel per day. */
export const reelViews = pgTable(
  'reel_views',
  {
    reelId: cascadeRef('reel_id', () => reels.id),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reelId, t.viewerKey, t.day] })],
);

export const products = tableWithId(
  'products',
  {
    performerId: performer(),
    type: text('type', { enum: ['physical', 'digital'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    hiddenAt: hiddenAt(),
    priceMinor: price(),
    /** Units left (physical products); decremented atomically by orders. */
    stock: counter('stock'),
    imageId: text('image_id'),
    digitalFileId: text('digital_file_id'),
    views: counter('views'),
    likes: counter('likes'),
    bookmarks: counter('bookmarks'),
    comments: counter('comments'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_performer_idx').on(t.performerId, t.createdAt.desc()),
    check('products_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);
