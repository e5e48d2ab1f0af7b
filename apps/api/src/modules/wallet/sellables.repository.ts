/**
 * The content tables as the wallet reads them for a purchase (a read for the wallet's own answer, a
 * `Sellable`): posts, videos, galleries, reels and products with their creator's commission
 * override, each with the same visibility rules as its pages; and each one's guard, the SQL fragment
 * with which the purchase statement re-checks, in the same statement, that the item is unchanged.
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { slot } from '../../db/statements.js';
import { feeds, galleries, performerProfiles, products, reels, videos } from '../../db/schema/index.js';
import type { ContentViewer } from '../content/access.service.js';
import { visibleContent, type ViewerSlots } from '../content/visibility.js';
import type { Tx } from '../ledger/ledger.service.js';

export type ProductRow = typeof products.$inferSelect;
/** The content types sold behind a paywall (`isSale` with a price). */
export type PaywalledTarget = 'feed' | 'video' | 'gallery' | 'reel';
const PAYWALLED = { feed: feeds, video: videos, gallery: galleries, reel: reels } as const;

const active = sql`'active'`;
/** The guard's test of the price, creator and commission override read before (see `SellableGuard`). */
const unchanged = (table: { priceMinor: AnyColumn; performerId: AnyColumn }) => [
  eq(table.priceMinor, slot('price')),
  eq(table.performerId, slot('performer')),
  sql`${commissionOf(table.performerId)} IS NOT DISTINCT FROM ${slot('commission')}::text`,
];
/** The item's creator's commission override, read with the item. */
const commissionOf = (performerId: AnyColumn) =>
  sql<
    string | null
  >`(SELECT ${performerProfiles.commission}::text FROM ${performerProfiles} WHERE ${performerProfiles.userId} = ${performerId})`;

/** Not hidden by staff (posts hide through their status, the others through `hiddenAt`). */
const notHidden = (table: typeof videos | typeof galleries | typeof reels | typeof feeds | typeof products) =>
  'hiddenAt' in table ? sql`${table.hiddenAt} IS NULL` : sql`TRUE`;

/** A paywalled item as a purchase reads it, published and visible to the viewer; null when not. */
export async function paywalledItem(db: Db | Tx, target: PaywalledTarget, id: string, viewer: ContentViewer) {
  const table = PAYWALLED[target];
  const [row] = await db
    .select({
      id: table.id,
      performerId: table.performerId,
      isSale: table.isSale,
      priceMinor: table.priceMinor,
      title: table.title,
      description: 'description' in table ? table.description : feeds.text,
      commission: commissionOf(table.performerId),
    })
    .from(table as typeof videos)
    .where(
      and(
        eq(table.id, id),
        sql`${table.status} = ${active}`,
        notHidden(table),
        ...visibleContent(table.performerId, viewer, table.publishedAt),
      ),
    );
  return row ?? null;
}

/** The guard of a paywalled item (see `SellableGuard` in sellables.ts): active, for sale, published and visible, as read. */
export function paywalledGuard(target: PaywalledTarget): (viewer: ViewerSlots) => SQL {
  const table = PAYWALLED[target];
  return (viewer) =>
    sql`EXISTS (SELECT 1 FROM ${table} WHERE ${and(
      eq(table.id, slot('item')),
      sql`${table.status} = ${active}`,
      sql`${table.isSale}`,
      notHidden(table),
      ...unchanged(table),
      ...visibleContent(table.performerId, viewer, table.publishedAt),
    )})`;
}

/** An active product as a purchase reads it, visible to the viewer, with its creator's commission override. */
export async function productItem(
  db: Db | Tx,
  id: string,
  viewer: ContentViewer,
): Promise<{ row: ProductRow; commission: string | null } | null> {
  const [found] = await db
    .select({ row: products, commission: commissionOf(products.performerId) })
    .from(products)
    .where(
      and(
        eq(products.id, id),
        sql`${products.status} = ${active}`,
        notHidden(products),
        ...visibleContent(products.performerId, viewer),
      ),
    );
  return found ?? null;
}

/** The guard of a digital product (a physical one is bought in a transaction that reads it afresh). */
export const productGuard = (viewer: ViewerSlots): SQL =>
  sql`EXISTS (SELECT 1 FROM ${products} WHERE ${and(
    eq(products.id, slot('item')),
    sql`${products.status} = ${active}`,
    sql`${products.type} <> 'physical'`,
    notHidden(products),
    ...unchanged(products),
    ...visibleContent(products.performerId, viewer),
  )})`;
