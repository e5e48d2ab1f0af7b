/**
 * What a content type's wallet sellable is built from: the SQL every guard shares (active, not hidden,
 * unchanged since read) and the sellable of a pay-per-view type (posts, videos, galleries, reels),
 * whose module gives its table and columns and registers it (e.g. `videos/videos.sellable.repository.ts`).
 */
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { slot } from '../../db/statements.js';
import { performerProfiles, type feeds, type galleries, type reels, type videos } from '../../db/schema/index.js';
import type { Sellable, SellableGuard, SellableKind, SellableLoader } from '../wallet/sellables.js';
import { visibleContent } from './visibility.js';

/** A content type's part of the wallet's sellables: how a purchase reads an item and re-checks it. */
export type ContentSellable = Required<SellableKind>;

export const active = sql`'active'`;

/** The item's creator's commission override, read with the item. */
export const commissionOf = (performerId: AnyColumn) =>
  sql<
    string | null
  >`(SELECT ${performerProfiles.commission}::text FROM ${performerProfiles} WHERE ${performerProfiles.userId} = ${performerId})`;

/** The guard's test of the price, creator and commission override read before (see `SellableGuard`). */
export const unchanged = (table: { priceMinor: AnyColumn; performerId: AnyColumn }) => [
  eq(table.priceMinor, slot('price')),
  eq(table.performerId, slot('performer')),
  sql`${commissionOf(table.performerId)} IS NOT DISTINCT FROM ${slot('commission')}::text`,
];

/** Not hidden by staff (`hiddenAt`; posts, which have none, hide through their status). */
export const notHidden = (hiddenAt: AnyColumn | null) => (hiddenAt ? sql`${hiddenAt} IS NULL` : sql`TRUE`);

/** The content types sold behind a paywall (`isSale` with a price). */
type PaywalledTable = typeof feeds | typeof videos | typeof galleries | typeof reels;

export interface PaywalledContent {
  target: 'feed' | 'video' | 'gallery' | 'reel';
  table: PaywalledTable;
  /** The item's text: a post's `text`, the others' `description`. */
  text: typeof feeds.text | (typeof videos | typeof galleries | typeof reels)['description'];
  hiddenAt: AnyColumn | null;
  /** The charge's name and description from the item's title and text. */
  describe: (row: { title: string; description: string }) => Pick<Sellable, 'name' | 'description'>;
}

/** A titled item's charge: its title, and the start of its description. */
const titled = (r: { title: string; description: string }) => ({
  name: r.title,
  description: r.description.slice(0, 200),
});

/** A pay-per-view video's, gallery's or reel's sellable (their text is `description`, hidden through `hiddenAt`). */
export const mediaSellable = (
  target: 'video' | 'gallery' | 'reel',
  table: typeof videos | typeof galleries | typeof reels,
  describe: PaywalledContent['describe'] = titled,
) => paywalledSellable({ target, table, text: table.description, hiddenAt: table.hiddenAt, describe });

/**
 * A pay-per-view item's sellable: read published and visible to the viewer with its creator's
 * commission override, for sale when `isSale` with a price; its guard re-checks all of that as read.
 */
export function paywalledSellable(content: PaywalledContent): ContentSellable {
  const { target, table, text, hiddenAt, describe } = content;
  const loader: SellableLoader = async (db, id, viewer) => {
    const [row] = await db
      .select({
        id: table.id,
        performerId: table.performerId,
        isSale: table.isSale,
        priceMinor: table.priceMinor,
        title: table.title,
        description: text,
        commission: commissionOf(table.performerId),
      })
      .from(table as typeof videos)
      .where(
        and(
          eq(table.id, id),
          sql`${table.status} = ${active}`,
          notHidden(hiddenAt),
          ...visibleContent(table.performerId, viewer, table.publishedAt),
        ),
      );
    if (!row) return null;
    return {
      id: row.id,
      target,
      performerId: row.performerId,
      ...describe(row),
      priceMinor: row.priceMinor,
      forSale: row.isSale && row.priceMinor > 0,
      physical: false,
      stock: null,
      commission: row.commission,
    };
  };
  const guard: SellableGuard = (viewer) =>
    sql`EXISTS (SELECT 1 FROM ${table} WHERE ${and(
      eq(table.id, slot('item')),
      sql`${table.status} = ${active}`,
      sql`${table.isSale}`,
      notHidden(hiddenAt),
      ...unchanged(table),
      ...visibleContent(table.performerId, viewer, table.publishedAt),
    )})`;
  return { target, loader, guard };
}
