import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, counter, createdAt, tableWithId, timestamps } from './columns.js';
import { userRef } from './refs.js';

export const CATALOG_STATUSES = ['active', 'inactive'] as const;

/** Creator categories (contract 3.2): creators pick them, the creators' listing filters by them. */
export const performerCategories = tableWithId(
  'performer_categories',
  {
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    ordering: counter('ordering'),
    status: text('status', { enum: CATALOG_STATUSES }).notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('performer_categories_slug_key').on(t.slug),
    index('performer_categories_ordering_idx').on(t.ordering),
  ],
);

/** A creator's categories (`categoryIds` of the performer answers); gone with either side. */
export const performerCategoryLinks = pgTable(
  'performer_category_links',
  {
    performerId: userRef('performer_id'),
    categoryId: cascadeRef('category_id', () => performerCategories.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.performerId, t.categoryId] }),
    index('performer_category_links_category_idx').on(t.categoryId, t.performerId),
  ],
);

/** The spec's banner positions (packages/shared catalog.ts). */
const PROMO_POSITIONS = ['top', 'bottom', 'left', 'right', 'middle'] as const;

/** Site promos (banners, contract 3.22): listed publicly; operators manage them (back-office). */
export const sitePromos = tableWithId(
  'site_promos',
  {
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    position: text('position', { enum: PROMO_POSITIONS }).notNull().default('top'),
    status: text('status', { enum: CATALOG_STATUSES }).notNull().default('active'),
    /** Storage key of the banner's picture (answered as `photo.url`), or null. */
    photoKey: text('photo_key'),
    ordering: counter('ordering'),
    ...timestamps(),
  },
  (t) => [index('site_promos_position_idx').on(t.status, t.position)],
);
