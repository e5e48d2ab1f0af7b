/**
 * The catalog's tables as its services reach them: creator categories and their links to creators,
 * site promos, and the back office's writes of coupons and token packages (a top-up's reads and uses
 * of those are in catalog.top-up.repository).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CATALOG_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { isId } from '../../db/ids.js';
import { pageOf, sortColumn, sortOf } from '../../db/paging.js';
import { matchesText } from '../../db/search.js';
import {
  coupons,
  performerCategories,
  performerCategoryLinks,
  sitePromos,
  tokenPackages,
} from '../../db/schema/index.js';
import { unprocessable } from '../../http/errors.js';
import type { Tx } from '../ledger/ledger.service.js';
import { escapeLike } from '../content/visibility.js';

export type CategoryRow = typeof performerCategories.$inferSelect;
export type PromoRow = typeof sitePromos.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type TokenPackageRow = typeof tokenPackages.$inferSelect;
export type NewCategory = typeof performerCategories.$inferInsert;
export type NewPromo = typeof sitePromos.$inferInsert;
export type NewCoupon = typeof coupons.$inferInsert;
export type NewTokenPackage = typeof tokenPackages.$inferInsert;
export type RowsPage<Row> = { rows: Row[]; total: number };

/** A list page: its size and start, the direction and column to sort by, a text to search for. */
export interface CatalogPage {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy?: string;
  q?: string;
}

const textMatch = (q: string | undefined, ...columns: AnyPgColumn[]) => {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
};

/** `active`/`inactive` as a condition on a status-like column; anything else, none. */
const statusIs = (status: string | undefined, condition: (active: boolean) => SQL) =>
  status === 'active' || status === 'inactive' ? condition(status === 'active') : undefined;

// ---- Rows an operator manages: one set of writes for categories, promos, coupons and packages.

type Managed = typeof performerCategories | typeof sitePromos | typeof coupons | typeof tokenPackages;

/** The writes the back office makes to one of the catalog's tables, each in the caller's transaction. */
export interface ManagedRows<Row, New> {
  /** Adds a row. */
  insert(tx: Tx | Db, values: New): Promise<Row>;
  /** The row, locked for update until the transaction ends; undefined when none. */
  lock(tx: Tx, id: string): Promise<Row | undefined>;
  /** Changes the row (its `updatedAt` set now); the row after. */
  update(tx: Tx, id: string, values: Partial<New>): Promise<Row>;
  /** Deletes the row; the row deleted, or undefined when none. */
  remove(tx: Tx, id: string): Promise<Row | undefined>;
}

function managedRows<T extends Managed>(table: T): ManagedRows<T['$inferSelect'], T['$inferInsert']> {
  type Row = T['$inferSelect'];
  const t = table as typeof performerCategories;
  return {
    async insert(tx, values) {
      const [row] = await tx
        .insert(t)
        .values(values as NewCategory)
        .returning();
      return row as Row;
    },
    async lock(tx, id) {
      const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      return row as Row | undefined;
    },
    async update(tx, id, values) {
      const [row] = await tx
        .update(t)
        .set({ ...(values as Partial<NewCategory>), updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return row as Row;
    },
    async remove(tx, id) {
      const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
      return row as Row | undefined;
    },
  };
}

/** Writes to creator categories. */
export const categoryRows: ManagedRows<CategoryRow, NewCategory> = managedRows(performerCategories);
/** Writes to site promos. */
export const promoRows: ManagedRows<PromoRow, NewPromo> = managedRows(sitePromos);
/** Writes to coupons. */
export const couponRows: ManagedRows<CouponRow, NewCoupon> = managedRows(coupons);
/** Writes to token packages. */
export const tokenPackageRows: ManagedRows<TokenPackageRow, NewTokenPackage> = managedRows(tokenPackages);

// ---- Categories

const CATEGORY_SORTS = {
  name: performerCategories.name,
  createdAt: performerCategories.createdAt,
  updatedAt: performerCategories.updatedAt,
} as const;

/** Active categories matching `q`; by `ordering` (then name) unless another column is asked for. */
export function activeCategoriesPage(db: Db, page: CatalogPage): Promise<RowsPage<CategoryRow>> {
  const dir = page.sort === 'asc' ? asc : desc;
  const column = sortColumn(CATEGORY_SORTS, page.sortBy);
  const order = column
    ? [dir(column), asc(performerCategories.id)]
    : [
        page.sortBy === 'ordering' ? dir(performerCategories.ordering) : asc(performerCategories.ordering),
        asc(performerCategories.name),
        asc(performerCategories.id),
      ];
  const where = [
    eq(performerCategories.status, 'active'),
    textMatch(page.q, performerCategories.name, performerCategories.slug, performerCategories.description),
  ];
  return pageOf(db, performerCategories, where, order, page);
}

/** An active category by id or slug (lower case). */
export async function findActiveCategory(db: Db, key: string): Promise<CategoryRow | undefined> {
  const match = isId(key)
    ? or(eq(performerCategories.id, key), eq(performerCategories.slug, key))
    : eq(performerCategories.slug, key);
  const [row] = await db
    .select()
    .from(performerCategories)
    .where(and(match, eq(performerCategories.status, 'active')))
    .limit(1);
  return row;
}

/** Categories of every status whose name or slug matches `q`, by ordering, then name. */
export function categoriesPage(db: Db, page: Omit<CatalogPage, 'sort'>): Promise<RowsPage<CategoryRow>> {
  const where = [textMatch(page.q, performerCategories.name, performerCategories.slug)];
  const order = [asc(performerCategories.ordering), asc(performerCategories.name), asc(performerCategories.id)];
  return pageOf(db, performerCategories, where, order, page);
}

/**
 * Replaces a creator's categories inside the caller's transaction. Only active categories can be
 * picked; an unknown or inactive id fails the whole change with 422 (nothing is written).
 */
export async function replaceCategoryLinks(tx: Db, performerId: string, categoryIds: string[]): Promise<void> {
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
export const categoryIdsOf = (performerId: AnyPgColumn): SQL<string[]> =>
  sql<
    string[]
  >`coalesce((select jsonb_agg(l.category_id order by c.ordering, c.name) from ${performerCategoryLinks} l join ${performerCategories} c on c.id = l.category_id where l.performer_id = ${performerId}), '[]'::jsonb)`;

/** Creators in any of these categories (the creators' listing filter). */
export const inCategories = (performerId: AnyPgColumn, ids: string[]): SQL =>
  sql`exists (select 1 from ${performerCategoryLinks} l where l.performer_id = ${performerId} and l.category_id in ${ids})`;

/** The ids of creators in an active category whose name matches the search `q` (a subquery). */
export const performersInCategoryMatching = (q: string): SQL =>
  sql`select l.performer_id from ${performerCategoryLinks} l join ${performerCategories} c on c.id = l.category_id where c.status = 'active' and ${matchesText([sql`c.name`], q)}`;

// ---- Promos

const PROMO_SORTS = {
  title: sitePromos.title,
  createdAt: sitePromos.createdAt,
  updatedAt: sitePromos.updatedAt,
} as const;

/** Active promos (in a position, matching `q`); by `ordering` then newest unless another column is asked for. */
export function activePromosPage(db: Db, page: CatalogPage & { position?: string }): Promise<RowsPage<PromoRow>> {
  const where = [
    eq(sitePromos.status, 'active'),
    page.position ? eq(sitePromos.position, page.position as PromoRow['position']) : undefined,
    textMatch(page.q, sitePromos.title, sitePromos.description),
  ];
  const dir = page.sort === 'asc' ? asc : desc;
  const column = sortColumn(PROMO_SORTS, page.sortBy);
  const order = column
    ? [dir(column), desc(sitePromos.id)]
    : [asc(sitePromos.ordering), desc(sitePromos.createdAt), desc(sitePromos.id)];
  return pageOf(db, sitePromos, where, order, page);
}

/** Promos of a status (or any) whose title or description matches `q`, by ordering then newest. */
export function promosPage(db: Db, page: Omit<CatalogPage, 'sort'> & { status?: string }): Promise<RowsPage<PromoRow>> {
  const where = [
    textMatch(page.q, sitePromos.title, sitePromos.description),
    statusIs(page.status, (active) => eq(sitePromos.status, active ? 'active' : 'inactive')),
  ];
  const order = [asc(sitePromos.ordering), desc(sitePromos.createdAt), desc(sitePromos.id)];
  return pageOf(db, sitePromos, where, order, page);
}

// ---- Coupons and token packages (the back office's lists)

/** Coupons (of a status, or any) whose code matches `q`, the newest first. */
export function couponsPage(
  db: Db,
  page: Omit<CatalogPage, 'sort'> & { status?: string },
): Promise<RowsPage<CouponRow>> {
  const where = [textMatch(page.q, coupons.code), statusIs(page.status, (active) => eq(coupons.isActive, active))];
  return pageOf(db, coupons, where, [desc(coupons.createdAt), desc(coupons.id)], page);
}

/** Token packages (of a status, or any) whose name matches `q`, sorted by ordering, price or creation. */
export function tokenPackagesAdminPage(
  db: Db,
  page: CatalogPage & { sortBy: string; status?: string },
): Promise<RowsPage<TokenPackageRow>> {
  const where = [
    textMatch(page.q, tokenPackages.name),
    statusIs(page.status, (active) => eq(tokenPackages.isActive, active)),
  ];
  const order = sortOf(
    page,
    { ordering: tokenPackages.ordering, price: tokenPackages.priceMinor, createdAt: tokenPackages.createdAt },
    tokenPackages.ordering,
    tokenPackages.id,
  );
  return pageOf(db, tokenPackages, where, order, page);
}
