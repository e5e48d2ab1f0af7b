import { and, eq, sql } from 'drizzle-orm';
import type { ChargeTarget } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { feeds, galleries, products, reels, videos } from '../../db/schema/index.js';
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
}

export type SellableLoader = (db: Db | Tx, id: string, viewer: ContentViewer) => Promise<Sellable | null>;

const active = sql`'active'`;

/**
 * The items a wallet can buy, each read with the same visibility rules as its pages (active,
 * published, the creator active and not blocking the buyer or their country). Messages register
 * their loader with the messaging module.
 */
export function createSellables() {
  const loaders = new Map<ChargeTarget, SellableLoader>();

  loaders.set('feed', async (db, id, viewer) => {
    const [row] = await db
      .select()
      .from(feeds)
      .where(
        and(
          eq(feeds.id, id),
          sql`${feeds.status} = ${active}`,
          ...visibleContent(feeds.performerId, viewer, feeds.publishedAt),
        ),
      );
    if (!row) return null;
    const name = row.title || row.text.slice(0, 60) || 'Post';
    return {
      id: row.id,
      target: 'feed',
      performerId: row.performerId,
      name,
      description: row.text.slice(0, 200),
      priceMinor: row.priceMinor,
      forSale: row.isSale && row.priceMinor > 0,
      physical: false,
      stock: null,
    };
  });

  loaders.set('video', async (db, id, viewer) => {
    const [row] = await db
      .select()
      .from(videos)
      .where(
        and(
          eq(videos.id, id),
          sql`${videos.status} = ${active}`,
          ...visibleContent(videos.performerId, viewer, videos.publishedAt),
        ),
      );
    if (!row) return null;
    return {
      id: row.id,
      target: 'video',
      performerId: row.performerId,
      name: row.title,
      description: row.description.slice(0, 200),
      priceMinor: row.priceMinor,
      forSale: row.isSale && row.priceMinor > 0,
      physical: false,
      stock: null,
    };
  });

  loaders.set('gallery', async (db, id, viewer) => {
    const [row] = await db
      .select()
      .from(galleries)
      .where(
        and(
          eq(galleries.id, id),
          sql`${galleries.status} = ${active}`,
          ...visibleContent(galleries.performerId, viewer, galleries.publishedAt),
        ),
      );
    if (!row) return null;
    return {
      id: row.id,
      target: 'gallery',
      performerId: row.performerId,
      name: row.title,
      description: row.description.slice(0, 200),
      priceMinor: row.priceMinor,
      forSale: row.isSale && row.priceMinor > 0,
      physical: false,
      stock: null,
    };
  });

  loaders.set('reel', async (db, id, viewer) => {
    const [row] = await db
      .select()
      .from(reels)
      .where(
        and(
          eq(reels.id, id),
          sql`${reels.status} = ${active}`,
          ...visibleContent(reels.performerId, viewer, reels.publishedAt),
        ),
      );
    if (!row) return null;
    return {
      id: row.id,
      target: 'reel',
      performerId: row.performerId,
      name: row.title || 'Reel',
      description: '',
      priceMinor: row.priceMinor,
      forSale: row.isSale && row.priceMinor > 0,
      physical: false,
      stock: null,
    };
  });

  loaders.set('product', async (db, id, viewer) => {
    const [row] = await db
      .select()
      .from(products)
      .where(
        and(eq(products.id, id), sql`${products.status} = ${active}`, ...visibleContent(products.performerId, viewer)),
      );
    if (!row) return null;
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
