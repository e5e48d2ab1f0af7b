/**
 * Buys a digital item (bought once) in one statement: the guard that the item is still for sale as
 * read, the entitlement, the ledger posting, the earning and the charge record, or nothing at all.
 */
import { sql } from 'drizzle-orm';
import { MONEY_MESSAGES, type ChargeTarget } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { unprocessable } from '../../http/errors.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount, postingRefusal } from '../ledger/ledger.service.js';
import {
  insufficientBalance,
  itemChargeValues,
  purchaseEarning,
  type ChargeViewer,
  type TokenTransactionRow,
} from './charges.deps.js';
import { digitalPurchaseStatement, type DigitalPurchaseRow } from './charges.repository.js';
import type { Sellable, Sellables } from './sellables.js';

export interface BuyDigitalDeps {
  db: Db;
  earnings: EarningsService;
  sellables: Sellables;
}

/** The charge made, the fan's balance after it and the creator's net; 'stale': nothing was written. */
export type BuyDigital = (
  viewer: ChargeViewer,
  target: ChargeTarget,
  itemId: string,
  item: Sellable,
  key: string,
) => Promise<{ row: TokenTransactionRow; balance: number; net: number } | 'stale'>;

export function createBuyDigital(deps: BuyDigitalDeps): BuyDigital {
  const { db, earnings, sellables } = deps;

  /**
   * The purchase statement of a digital item, per shape (the target's guard, the viewer's country or
   * none): its text is built once (`db/statements.ts`) and only its values change. With a guard
   * (`SellableGuard`) it first checks that the item is still for sale to this viewer as read; a
   * target without one was read in the same request and is taken as read.
   */
  const buyStatements = new Map<string, (values: Record<string, unknown>) => Promise<{ rows: DigitalPurchaseRow[] }>>();
  function buyStatement(target: ChargeTarget, withCountry: boolean) {
    const shape = `${target}:${withCountry}`;
    let run = buyStatements.get(shape);
    if (!run) {
      const guard = sellables.guard(target, withCountry) ?? sql`true`;
      run = digitalPurchaseStatement(db, guard, (when) => earnings.recordCtes({ when }));
      buyStatements.set(shape, run);
    }
    return run;
  }

  /**
   * A digital item (bought once) in ONE statement that runs on its own, without BEGIN/COMMIT: the
   * check that the item is still for sale as read (its guard), the entitlement row, the ledger posting
   * (wallet −gross, creator pending +net, platform shard +commission), the earning and the charge.
   * Nothing is posted unless the entitlement row was new. A key already posted or a short wallet
   * makes the statement fail, so nothing of it remains. The accounts' row locks last only as long as
   * the statement. 'stale': the guard found the item changed or hidden since it was read; nothing
   * was written.
   */
  return async function buyOnce(viewer, target, itemId, item, key) {
    // Most loaders read the creator's override with the item; for the others termsOf reads it.
    const terms = await earnings.termsOf(item.performerId, item.commission);
    const id = newId();
    const type = item.transactionType ?? target;
    const ledgerTransactionId = newId();
    const recorded = earnings.recordValues(
      purchaseEarning(viewer, target, itemId, item, { id, grossMinor: item.priceMinor, key }),
      terms,
      ledgerTransactionId,
    );
    const charge = itemChargeValues(viewer, target, itemId, item, { id, quantity: 1, meta: {}, ledgerTransactionId });
    const answer = await buyStatement(
      target,
      viewer.country !== null,
    )({
      ...sellables.guardValues(item, viewer),
      ...recorded.values,
      viewer: viewer.id,
      target,
      entitlement: item.entitlementId ?? itemId,
      id,
      performer: item.performerId,
      item: itemId,
      session: item.sessionId ?? null,
      type,
      products: JSON.stringify(charge.products),
      price: item.priceMinor,
      wallet: ledgerAccount.wallet(viewer.id).id,
    }).catch((err: unknown) => {
      const refusal = postingRefusal(err, recorded.posting);
      // The key was posted before (the item was bought, then refunded): as the transaction did.
      if (refusal === 'replayed') throw unprocessable(MONEY_MESSAGES.alreadyBought, 'ALREADY_BOUGHT');
      return insufficientBalance(refusal ?? err);
    });
    const result = answer.rows[0];
    if (!result?.current) return 'stale';
    if (!result.entitled || result.created === null)
      throw unprocessable(MONEY_MESSAGES.alreadyBought, 'ALREADY_BOUGHT');
    const createdAt = new Date(Number(result.created));
    return {
      row: { ...charge, status: 'success', note: '', createdAt, updatedAt: createdAt },
      balance: Number(result.balance ?? 0),
      net: recorded.net,
    };
  };
}
