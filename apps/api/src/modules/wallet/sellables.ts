/** The wallet's registry of sellable content types and the Sellable, SellableLoader and SellableGuard types. */
import type { SQL } from 'drizzle-orm';
import type { ChargeTarget } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { slot } from '../../db/statements.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerSlots } from '../content/visibility.js';
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

/**
 * A loader's check, inside the purchase statement, that the item is still for sale exactly as a
 * `Sellable` read earlier says, to this viewer: the same visibility as the loader, the same price,
 * creator and commission override. Its values are the statement's placeholders `item`, `price`,
 * `performer`, `commission` (text or null), and the viewer's `viewer` and `country` (see `guardValues`).
 * With it a purchase can reuse an item read a moment ago (one round trip instead of two) and still
 * never charge for an item that changed or was hidden since.
 */
export type SellableGuard = (viewer: ViewerSlots) => SQL;

/** What a module registers for its content type (see `Sellables.register`). */
export interface SellableKind {
  target: ChargeTarget;
  loader: SellableLoader;
  /** Without one, the type's items are read afresh for each purchase. */
  guard?: SellableGuard;
}

/**
 * The registry of the items a wallet can buy. Each content module registers its own type at
 * composition time (a loader that reads an item with the same visibility rules as its pages, and
 * maybe a guard): posts, videos, galleries, reels and products in `services.ts` from their
 * `<module>.sellable.repository.ts`, messages and streams from their services.
 */
export function createSellables() {
  const loaders = new Map<ChargeTarget, SellableLoader>();
  const guards = new Map<ChargeTarget, SellableGuard>();

  return {
    register(target: ChargeTarget, loader: SellableLoader, guard?: SellableGuard) {
      loaders.set(target, loader);
      if (guard) guards.set(target, guard);
    },
    load(db: Db | Tx, target: ChargeTarget, id: string, viewer: ContentViewer) {
      const loader = loaders.get(target);
      return loader ? loader(db, id, viewer) : Promise.resolve(null);
    },
    /**
     * The target's guard (`SellableGuard`) for a viewer with or without a country, its viewer values
     * placeholders; null when the target has none (its items are read afresh for each purchase).
     */
    guard(target: ChargeTarget, withCountry: boolean): SQL | null {
      const guard = guards.get(target);
      return guard ? guard({ id: slot('viewer'), country: withCountry ? slot('country') : null }) : null;
    },
    /** Whether the target has a guard (its items may be reused between purchases). */
    guarded(target: ChargeTarget) {
      return guards.has(target);
    },
    /** The values of a guard's placeholders for `item` as read and the buying viewer. */
    guardValues(item: Sellable, viewer: ContentViewer): Record<string, unknown> {
      return {
        item: item.id,
        price: item.priceMinor,
        performer: item.performerId,
        commission: item.commission ?? null,
        viewer: viewer.id,
        country: viewer.country,
      };
    },
  };
}
export type Sellables = ReturnType<typeof createSellables>;
