/**
 * Refunds a wallet charge (operators): the ledger transaction is reversed through the earning (fan
 * +gross, creator −net, platform −commission), the entitlement is withdrawn and physical stock
 * returns. Refused when the creator's balance no longer holds the net (already paid out).
 */
import { fromMinor, type TokenTransaction } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { InsufficientFundsError, ledgerAccount, type Ledger, type Tx } from '../ledger/ledger.service.js';
import { settleDebt } from '../payments/wallet-debt.js';
import { returnStock } from '../products/products.repository.js';
import type { TokenTransactionRow } from './charges.deps.js';
import type { PresentCharges } from './charges.presenter.js';
import { markChargeRefunded, withdrawEntitlement } from './charges.repository.js';

export interface RefundChargeDeps {
  db: Db;
  ledger: Ledger;
  earnings: EarningsService;
  realtime: Realtime;
  present: PresentCharges;
}

/** `alsoInTx` writes in the refund's transaction (a refund request marked done, an order refunded). */
export type RefundCharge = (
  chargeId: string,
  alsoInTx?: (tx: Tx, row: TokenTransactionRow) => Promise<void>,
) => Promise<TokenTransaction>;

export function createRefundCharge(deps: RefundChargeDeps): RefundCharge {
  const { db, ledger, earnings: earningsService, realtime, present } = deps;

  return async function refund(chargeId, alsoInTx) {
    const result = await db
      .transaction(async (tx) => {
        const row = await markChargeRefunded(tx, chargeId);
        if (!row) return null;
        // Past this point the charge is already marked refunded: anything missing must roll that back.
        const earning = await earningsService.byTransaction(row.id, tx);
        if (!earning) throw notFound();
        const refunded = await earningsService.refund(tx, earning.id, ledgerAccount.wallet(row.userId));
        if (!refunded) throw notFound();
        // Digital items (a digital product too) lose their entitlement; a physical product has none.
        if (row.target !== 'performer') {
          await withdrawEntitlement(tx, {
            userId: row.userId,
            target: row.target,
            // A stream's entitlement is its session (bought once per session).
            targetId: row.target === 'stream' && row.sessionId ? row.sessionId : row.targetId,
          });
        }
        const quantity = Number((row.products[0] as { quantity?: number } | undefined)?.quantity ?? 1);
        if (row.target === 'product') {
          await returnStock(tx, row.targetId, quantity);
        }
        if (alsoInTx) await alsoInTx(tx, row);
        // The tokens back in the wallet first pay back a chargeback debt.
        const credited = refunded.posted.balances.get(ledgerAccount.wallet(row.userId).id) ?? 0;
        const balance = await settleDebt(tx, ledger, row.userId, `refund:charge:${row.id}`, credited);
        return { row, balance, net: earning.netMinor };
      })
      .catch((err: unknown) => {
        if (err instanceof InsufficientFundsError) throw unprocessable('The creator has already been paid this money');
        throw err;
      });
    if (!result) throw notFound();
    realtime.emitToUser(result.row.userId, 'update_balance', {
      token: fromMinor(result.row.totalPriceMinor),
      balance: fromMinor(result.balance),
    });
    realtime.emitToUser(result.row.performerId, 'update_balance', { token: -fromMinor(result.net) });
    return (await present([{ ...result.row, status: 'refunded' }]))[0]!;
  };
}
