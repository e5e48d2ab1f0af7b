/**
 * Buys one item from the fan's wallet (contract 3.20): reads it (or reuses it as read a moment ago),
 * refuses the fan's own or what is not for sale, then charges a digital item once or a physical
 * product per quantity. `requestKey` (the Idempotency-Key header) makes a retry safe.
 */
import { randomUUID } from 'node:crypto';
import { MONEY_MESSAGES, type ChargeTarget, type TokenTransaction } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { Notifier } from '../notifications/notifier.js';
import type { BuyDigital } from './buy-digital.js';
import type { BuyPhysical } from './buy-physical.js';
import { tellCreatorOfCharge } from './charge-notices.js';
import { announceCharge, type ChargeHooks, type ChargeViewer } from './charges.deps.js';
import type { PresentCharges } from './charges.presenter.js';
import type { Sellable, Sellables } from './sellables.js';

/** How long an item read for a purchase is reused (its guard re-checks it), and how many are kept. */
const ITEM_MS = 30_000;
const ITEMS_KEPT = 10_000;

export interface BuyItemDeps {
  db: Db;
  sellables: Sellables;
  realtime: Realtime;
  notifier?: Notifier;
  hooks: ChargeHooks;
  present: PresentCharges;
  buyDigital: BuyDigital;
  buyPhysical: BuyPhysical;
}

export type BuyItem = (
  viewer: ChargeViewer,
  target: ChargeTarget,
  itemId: string,
  options?: { quantity?: number; requestKey?: string; shipping?: Record<string, unknown> },
) => Promise<TokenTransaction>;

export function createBuyItem(deps: BuyItemDeps): BuyItem {
  const { db, sellables, realtime, notifier, hooks, present, buyDigital, buyPhysical } = deps;

  /**
   * Digital items as read for a purchase, by target and id, kept ITEM_MS: the purchase statement's
   * guard re-checks price, creator, commission override, status and the buyer's visibility, so a
   * second purchase of the same item needs no read of it (one round trip instead of two). Only what
   * the guard cannot see may be that old: the title and description written on the receipt.
   */
  const items = new Map<string, { at: number; item: Sellable }>();
  const itemKey = (target: ChargeTarget, id: string) => `${target}:${id}`;

  return async function buy(viewer, target, itemId, options = {}) {
    /** The ledger key of this charge: the Idempotency-Key header, else a fresh one per attempt. */
    const chargeKey = (item: Sellable) =>
      `charge:${viewer.id}:${target}:${item.entitlementId ?? itemId}:${options.requestKey ?? randomUUID()}`;
    const cacheKey = itemKey(target, itemId);
    const kept = items.get(cacheKey);
    let reused = kept && Date.now() - kept.at < ITEM_MS ? kept.item : null;
    let item: Sellable | null;
    // An item the guard finds changed since it was read (kept, or read a moment ago and edited
    // meanwhile) is read again: at most three passes, then it counts as not found.
    for (let pass = 1; ; pass += 1) {
      item = reused ?? (await sellables.load(db, target, itemId, viewer));
      if (!item) throw notFound();
      if (item.performerId === viewer.id) throw forbidden(MONEY_MESSAGES.ownItem);
      if (!item.forSale) throw notFound(MONEY_MESSAGES.notForSale);
      if (item.physical) break;
      // Digital items are bought once: the entitlement row (`purchases`) refuses a second charge,
      // so an item refunded can be bought again. A retried request posts nothing twice.
      const once = await buyDigital(viewer, target, itemId, item, chargeKey(item));
      if (once === 'stale') {
        items.delete(cacheKey);
        if (pass === 3) throw notFound();
        reused = null;
        continue;
      }
      if (!reused && sellables.guarded(target)) {
        if (items.size >= ITEMS_KEPT) items.clear();
        items.set(cacheKey, { at: Date.now(), item });
      }
      if (target === 'product' && hooks.product) {
        const committed = await hooks.product(db, {
          row: once.row,
          physical: false,
          quantity: 1,
          unitPriceMinor: item.priceMinor,
          shipping: options.shipping ?? {},
        });
        committed?.();
      }
      announceCharge(realtime, once.row, once.balance, once.net, item.announceItem ?? { target, name: item.name });
      tellCreatorOfCharge(notifier, once.row, item.name);
      return (await present([once.row], once.balance))[0]!;
    }
    const quantity = options.quantity ?? 1;
    if ((item.stock ?? 0) < quantity) throw badRequest(MONEY_MESSAGES.notEnoughStock, 'NOT_ENOUGH_STOCK');
    // Physical products may be bought again, so only a client's idempotency key de-duplicates them.
    const key = chargeKey(item);
    return buyPhysical(viewer, target, itemId, item, { quantity, key, shipping: options.shipping });
  };
}
