/**
 * The products table as other modules reach it: the stock a physical purchase takes and a refund
 * returns, written in the caller's transaction so stock and money commit together.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';

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

export type ProductSummary = Pick<typeof products.$inferSelect, 'id' | 'name' | 'slug' | 'type'>;

/** The name, slug and type of each product in `ids` (an order list's product info); none for no ids. */
export async function productSummaries(db: Db, ids: string[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, name: products.name, slug: products.slug, type: products.type })
    .from(products)
    .where(inArray(products.id, ids));
}
