/**
 * Buys a physical product from the wallet: the stock, the ledger posting, the earning and the charge
 * in one transaction (one fan may buy again; only the idempotency key de-duplicates).
 */
import { MONEY_MESSAGES, type ChargeTarget, type TokenTransaction } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { badRequest, unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import { takeStock } from '../products/products.repository.js';
import {
  announceCharge,
  insufficientBalance,
  itemChargeValues,
  purchaseEarning,
  type ChargeHooks,
  type ChargeViewer,
} from './charges.deps.js';
import type { PresentCharges } from './charges.presenter.js';
import { recordCharge } from './charges.repository.js';
import type { Sellable } from './sellables.js';

export interface BuyPhysicalDeps {
  db: Db;
  earnings: EarningsService;
  realtime: Realtime;
  hooks: ChargeHooks;
  present: PresentCharges;
}

/** `quantity` was checked against the stock as read; `key` is the charge's ledger key. */
export type BuyPhysical = (
  viewer: ChargeViewer,
  target: ChargeTarget,
  itemId: string,
  item: Sellable,
  options: { quantity: number; key: string; shipping?: Record<string, unknown> },
) => Promise<TokenTransaction>;

export function createBuyPhysical(deps: BuyPhysicalDeps): BuyPhysical {
  const { db, earnings, realtime, hooks, present } = deps;

  return async function buyPhysical(viewer, target, itemId, item, options) {
    const { quantity, key } = options;
    const grossMinor = item.priceMinor * quantity;

    // Physical products: the stock and the money in one transaction.
    const result = await db
      .transaction(async (tx) => {
        const left = await takeStock(tx, itemId, quantity);
        if (left === null) throw badRequest(MONEY_MESSAGES.notEnoughStock, 'NOT_ENOUGH_STOCK');
        const id = newId();
        const recorded = await earnings.record(
          tx,
          purchaseEarning(viewer, target, itemId, item, { id, grossMinor, key }),
        );
        // A retry of a charge already made: roll back this attempt's entitlement or stock too.
        if (recorded.posted.replayed) throw unprocessable(MONEY_MESSAGES.alreadyBought, 'ALREADY_BOUGHT');
        const row = await recordCharge(
          tx,
          itemChargeValues(viewer, target, itemId, item, {
            id,
            quantity,
            meta: options.shipping ?? {},
            ledgerTransactionId: recorded.posted.transactionId,
          }),
        );
        const committed =
          target === 'product' && hooks.product
            ? await hooks.product(tx, {
                row,
                physical: true,
                quantity,
                unitPriceMinor: item.priceMinor,
                shipping: options.shipping ?? {},
              })
            : undefined;
        return {
          committed,
          row,
          balance: recorded.posted.balances.get(ledgerAccount.wallet(viewer.id).id) ?? 0,
          net: recorded.earning?.netMinor ?? 0,
        };
      })
      .catch(insufficientBalance);
    result.committed?.();
    announceCharge(realtime, result.row, result.balance, result.net, item.announceItem ?? { target, name: item.name });
    return (await present([result.row], result.balance))[0]!;
  };
}
