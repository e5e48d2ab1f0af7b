/**
 * A product as a wallet sellable (registered in services.ts): read active and visible with its
 * creator's commission override; a physical one is stocked and may be bought again. Only digital
 * products have a guard: a physical one is bought in a transaction that reads it afresh.
 */
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { slot } from '../../db/statements.js';
import {
  active,
  commissionOf,
  notHidden,
  unchanged,
  type ContentSellable,
} from '../content/content.sellable.repository.js';
import { visibleContent } from '../content/visibility.js';

export const productSellable: ContentSellable = {
  target: 'product',
  async loader(db, id, viewer) {
    const [found] = await db
      .select({ row: products, commission: commissionOf(products.performerId) })
      .from(products)
      .where(
        and(
          eq(products.id, id),
          sql`${products.status} = ${active}`,
          notHidden(products.hiddenAt),
          ...visibleContent(products.performerId, viewer),
        ),
      );
    if (!found) return null;
    const row = found.row;
    return {
      id: row.id,
      target: 'product',
      performerId: row.performerId,
      name: row.name,
      description: row.description.slice(0, 200),
      priceMinor: row.priceMinor,
      forSale: row.priceMinor > 0,
      physical: row.type === 'physical',
      stock: row.type === 'physical' ? row.stock : null,
      commission: found.commission,
    };
  },
  guard: (viewer) =>
    sql`EXISTS (SELECT 1 FROM ${products} WHERE ${and(
      eq(products.id, slot('item')),
      sql`${products.status} = ${active}`,
      sql`${products.type} <> 'physical'`,
      notHidden(products.hiddenAt),
      ...unchanged(products),
      ...visibleContent(products.performerId, viewer),
    )})`,
};
