import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CATALOG_MESSAGES, type Banner, type Category } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { sortColumn } from '../../db/paging.js';
import { isId } from '../../db/ids.js';
import { performerCategories, performerCategoryLinks, sitePromos } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { escapeLike } from '../content/visibility.js';
import { mediaUrl } from '../users/users.presenter.js';
import { matchesText } from '../../db/search.js';

type CategoryRow = typeof performerCategories.$inferSelect;
type PromoRow = typeof sitePromos.$inferSelect;
export type NewCategory = typeof performerCategories.$inferInsert;
export type NewPromo = typeof sitePromos.$inferInsert;

interface Page {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy?: string;
  q?: string;
}

const CATEGORY_SORTS = {
  name: performerCategories.name,
  createdAt: performerCategories.createdAt,
  updatedAt: performerCategories.updatedAt,
} as const;

const PROMO_SORTS = {
  title: sitePromos.title,
  createdAt: sitePromos.createdAt,
  updatedAt: sitePromos.updatedAt,
} as const;

const textMatch = (q: string | undefined, ...columns: AnyPgColumn[]) => {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
};

export const presentCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  ordering: row.ordering,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentPromo = (row: PromoRow, storage: Storage): Banner => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
  status: row.status,
  position: row.position,
  ordering: row.ordering,
  photo: row.photoKey
    ? { url: mediaUrl(storage, row.photoKey), thumbnails: [], width: null, height: null, mimeType: '' }
    : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Replaces a creator's categories inside the caller's transaction. Only active categories can be
 * picked; an unknown or inactive id fails the whole change with 422 (nothing is written).
 */
export async function replaceCategoryLinks(tx: Db, performerId: string, categoryIds: string[]) {
  const ids = [...new Set(categoryIds)];
  await tx.delete(performerCategoryLinks).where(eq(performerCategoryLinks.performerId, performerId));
  if (!ids.length) return;
  const known = ids.every(isId)
    ? await tx
        .select({ id: performerCategories.id })
        .from(performerCategories)
        .where(and(inArray(performerCategories.id, ids), eq(performerCategories.status, 'active')))
    : [];
  if (known.length !== ids.length) throw unprocessable(CATALOG_MESSAGES.unknownCategory);
  await tx.insert(performerCategoryLinks).values(ids.map((categoryId) => ({ performerId, categoryId })));
}

/** A creator's category ids, in the categories' order (a column of the performers' queries). */
export const categoryIdsOf = (performerId: AnyPgColumn) =>
  sql<
    string[]
  >`coalesce((select jsonb_agg(l.category_id order by c.ordering, c.name) from ${performerCategoryLinks} l join ${performerCategories} c on c.id = l.category_id where l.performer_id = ${performerId}), '[]'::jsonb)`;

/** Creators in any of these categories (the creators' listing filter). */
export const inCategories = (performerId: AnyPgColumn, ids: string[]) =>
  sql`exists (select 1 from ${performerCategoryLinks} l where l.performer_id = ${performerId} and l.category_id in ${ids})`;

/** The ids of creators in an active category whose name matches the search `q` (a subquery). */
export const performersInCategoryMatching = (q: string) =>
  sql`select l.performer_id from ${performerCategoryLinks} l join ${performerCategories} c on c.id = l.category_id where c.status = 'active' and ${matchesText([sql`c.name`], q)}`;

/** Creator categories and site promos: public, read-only lists (operators manage them in the back office). */
export function createCatalogService(db: Db, storage: Storage) {
  return {
    /** Active categories; by `ordering` (then name) unless another column is asked for. */
    async categories(page: Page) {
      const where = and(
        eq(performerCategories.status, 'active'),
        textMatch(page.q, performerCategories.name, performerCategories.slug, performerCategories.description),
      );
      const dir = page.sort === 'asc' ? asc : desc;
      const column = sortColumn(CATEGORY_SORTS, page.sortBy);
      const order = column
        ? [dir(column), asc(performerCategories.id)]
        : [
            page.sortBy === 'ordering' ? dir(performerCategories.ordering) : asc(performerCategories.ordering),
            asc(performerCategories.name),
            asc(performerCategories.id),
          ];
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(performerCategories)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db.$count(performerCategories, where),
      ]);
      return { data: rows.map(presentCategory), total };
    },

    /** An active category by id or slug. */
    async category(idOrSlug: string): Promise<Category> {
      const key = idOrSlug.toLowerCase();
      const match = isId(key)
        ? or(eq(performerCategories.id, key), eq(performerCategories.slug, key))
        : eq(performerCategories.slug, key);
      const [row] = await db
        .select()
        .from(performerCategories)
        .where(and(match, eq(performerCategories.status, 'active')))
        .limit(1);
      if (!row) throw notFound();
      return presentCategory(row);
    },

    /** Active promos (the public list never shows others); by `ordering` then newest by default. */
    async promos(page: Page & { position?: string; status?: string }) {
      if (page.status && page.status !== 'active') return { data: [], total: 0 };
      const where = and(
        eq(sitePromos.status, 'active'),
        page.position ? eq(sitePromos.position, page.position as PromoRow['position']) : undefined,
        textMatch(page.q, sitePromos.title, sitePromos.description),
      );
      const dir = page.sort === 'asc' ? asc : desc;
      const column = sortColumn(PROMO_SORTS, page.sortBy);
      const order = column
        ? [dir(column), desc(sitePromos.id)]
        : [asc(sitePromos.ordering), desc(sitePromos.createdAt), desc(sitePromos.id)];
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(sitePromos)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db.$count(sitePromos, where),
      ]);
      return { data: rows.map((r) => presentPromo(r, storage)), total };
    },

    /** Seeds and tests (management routes come with the back office). */
    async addCategory(values: NewCategory) {
      const [row] = await db.insert(performerCategories).values(values).returning();
      return presentCategory(row!);
    },
    async addPromo(values: NewPromo) {
      const [row] = await db.insert(sitePromos).values(values).returning();
      return presentPromo(row!, storage);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
