/**
 * The products table as other modules reach it: the stock a physical purchase takes and a refund
 * returns, written in the caller's transaction so stock and money commit together.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SortedPage } from '../../db/paging.js';
import { products } from '../../db/schema/index.js';
import { matchesText } from '../../db/search.js';
import type { ContentViewer } from '../content/access.service.js';
import { counters } from '../content/objects.js';
import { isObjectId } from '../content/slug.js';
import { visibleContent } from '../content/visibility.js';
import type { Tx } from '../ledger/ledger.service.js';
import { deleteObjectReactions } from '../reactions/reactions.objects.repository.js';
import { firstRowWhere } from '../shared-repo/rows.js';
import { contentLists, contentRows } from '../content/content-rows.js';

/** Takes `quantity` from the product's stock if that much is left; the stock left, or null when not. */
export async function takeStock(tx: Tx, productId: string, quantity: number): Promise<number | null> {
  const [left] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ stock: products.stock });
  return left ? left.stock : null;
}

/** Puts `quantity` back into a physical product's stock (a refunded purchase). */
export async function returnStock(tx: Tx, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.type, 'physical')));
}

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductStatus = ProductRow['status'];
export type ProductType = ProductRow['type'];

export interface ProductPage extends SortedPage {
  q?: string;
  type?: ProductType;
}

/** What fans may see: active products of creators visible to the viewer. */
const visible = (viewer: ContentViewer): SQL[] => [
  eq(products.status, 'active'),
  isNull(products.hiddenAt),
  ...visibleContent(products.performerId, viewer),
];

function filters(page: ProductPage): SQL[] {
  const where: SQL[] = [];
  if (page.q) where.push(matchesText([products.name, products.description], page.q));
  if (page.type) where.push(eq(products.type, page.type));
  return where;
}

const lists = contentLists(products, {
  visible,
  filters,
  sortable: { price: products.priceMinor, name: products.name, views: products.views, createdAt: products.createdAt },
  defaultSort: products.updatedAt,
});

/** The creator's own products (`performerId` undefined: everyone's, for an admin), any status (or one). */
export const ownProducts = lists.own;

/** Products the viewer may see (of one creator, without one, when given), paged. */
export const visibleProducts = lists.visible;

const byKey = (idOrSlug: string) => (isObjectId(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug));

/** One product by id or slug, whatever its state. */
export async function productByKey(db: Db, idOrSlug: string): Promise<ProductRow | null> {
  return firstRowWhere(db, products, byKey(idOrSlug));
}

/** The products by id: the visible one(s) for a viewer, a new one, a change. */
export const productRows = contentRows(products, products.id, visible);

/**
 * Whether the viewer may still download the product: not hidden, the creator visible to them (a
 * buyer keeps the download after the creator takes it off sale, so its status does not count).
 */
export async function downloadableBy(db: Db, id: string, viewer: ContentViewer): Promise<boolean> {
  const [shown] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.hiddenAt), ...visibleContent(products.performerId, viewer)))
    .limit(1);
  return !!shown;
}

/** Deletes the product and its reactions, together. */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteObjectReactions(tx, 'product', id);
    await tx.delete(products).where(eq(products.id, id));
  });
}

/** Views +1 (not an edit: `updatedAt` stays); the row after, or null when it is gone. */
export async function countProductView(db: Db, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ views: sql`${products.views} + 1`, updatedAt: sql`${products.updatedAt}` })
    .where(eq(products.id, id))
    .returning();
  return row ?? null;
}

/** The like, comment and bookmark counters of a product (the object registry's). */
export const productCounters = counters(products, { like: 'likes', comment: 'comments', bookmark: 'bookmarks' });

export type ProductSummary = Pick<typeof products.$inferSelect, 'id' | 'name' | 'slug' | 'type'>;

/** The name, slug and type of each product in `ids` (an order list's product info); none for no ids. */
export async function productSummaries(db: Db, ids: string[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, name: products.name, slug: products.slug, type: products.type })
    .from(products)
    .where(inArray(products.id, ids));
}
