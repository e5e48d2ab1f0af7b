import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { ChargeTarget } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { feeds, galleries, performerProfiles, products, reels, videos } from '../../db/schema/index.js';
import type { ContentViewer } from '../content/access.service.js';
import { visibleContent } from '../content/visibility.js';
import type { Tx } from '../ledger/ledger.service.js';

/** What a wallet charge needs to know about the item bought. */
export interface Sellable {
  id: string;
  target: ChargeTarget;
  performerId: string;
  name: string;
  description: string;
  priceMinor: number;
  /** For sale at a price: pay-per-view posts, videos, galleries, reels; every product. */
  forSale: boolean;
  /** Physical products: stock decreases with each purchase and one fan may buy again. */
  physical: boolean;
  stock: number | null;
  /** Recorded as this charge and earning type instead of the target (a stream session: 'public_chat'). */
  transactionType?: string;
  /** The entitlement's id when it is not the item's: a stream is bought once per session. */
  entitlementId?: string;
  /** Stored on the charge (a stream's session). */
  sessionId?: string | null;
  /**
   * The creator's commission override (null: the site's rate), when the loader read it with the item:
   * the purchase then needs no query for its terms.
   */
  commission?: string | null;
  /** Sent as `token_transaction_success {item}` instead of `{_id, target, name}`. */
  announceItem?: Record<string, unknown> & { _id: string };
}

export type SellableLoader = (db: Db | Tx, id: string, viewer: ContentViewer) => Promise<Sellable | null>;

const active = sql`'active'`;
/** The item's creator's commission override, read with the item. */
const commissionOf = (performerId: AnyColumn) =>
  sql<
    string | null
  >`(SELECT ${performerProfiles.commission}::text FROM ${performerProfiles} WHERE ${performerProfiles.userId} = ${performerId})`;

/**
 * The items a wallet can buy, each read with the same visibility rules as its pages (active,
 * published, the creator active and not blocking the buyer or their country). Messages register
 * their loader with the messaging module.
 */
export function createSellables() {
  const loaders = new Map<ChargeTarget, SellableLoader>();

  /** Posts, videos, galleries and reels: for sale when `isSale` with a price, published and visible. */
  const paywalled = (
    target: ChargeTarget,
    table: typeof videos | typeof galleries | typeof reels | typeof feeds,
    describe: (row: { title: string; description: string }) => { name: string; description: string },
  ): SellableLoader => {
    return async (db, id, viewer) => {
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
  };
  loaders.set(
    'feed',
    paywalled('feed', feeds, (r) => ({
      name: r.title || r.description.slice(0, 60) || 'Post',
      description: r.description.slice(0, 200),
    })),
  );
  const titled = (r: { title: string; description: string }) => ({
    name: r.title,
    description: r.description.slice(0, 200),
  });
  loaders.set('video', paywalled('video', videos, titled));
  loaders.set('gallery', paywalled('gallery', galleries, titled));
  loaders.set(
    'reel',
    paywalled('reel', reels, (r) => ({ name: r.title || 'Reel', description: '' })),
  );

  loaders.set('product', async (db, id, viewer) => {
    const [found] = await db
      .select({ row: products, commission: commissionOf(products.performerId) })
      .from(products)
      .where(
        and(eq(products.id, id), sql`${products.status} = ${active}`, ...visibleContent(products.performerId, viewer)),
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
  });

  return {
    register(target: ChargeTarget, loader: SellableLoader) {
      loaders.set(target, loader);
    },
    load(db: Db | Tx, target: ChargeTarget, id: string, viewer: ContentViewer) {
      const loader = loaders.get(target);
      return loader ? loader(db, id, viewer) : Promise.resolve(null);
    },
  };
}
export type Sellables = ReturnType<typeof createSellables>;
