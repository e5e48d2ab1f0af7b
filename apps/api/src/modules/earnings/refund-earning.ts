/**
 * Refunds one earning's payment: the payer gets the gross back, the creator loses the net (from
 * pending or, once released, withdrawable earnings) and the platform its commission. Refused when
 * the creator has already spent (paid out) the money.
 */
import { ledgerAccount, type AccountRef, type Ledger, type Tx } from '../ledger/ledger.service.js';
import type { EarningRow, EarningsRepository } from './earnings.repository.js';

export interface RefundEarningDeps {
  ledger: Ledger;
  repo: EarningsRepository;
}

/** Null when the earning was refunded already. */
export type RefundEarning = (
  tx: Tx,
  earningId: string,
  refundTo: AccountRef,
) => Promise<{ earning: EarningRow; posted: Awaited<ReturnType<Ledger['post']>> } | null>;

export function createRefundEarning(deps: RefundEarningDeps): RefundEarning {
  const { ledger, repo } = deps;
  return async function refund(tx, earningId, refundTo) {
    const e = await repo.markRefunded(tx, earningId);
    if (!e) return null;
    const creatorAccount = e.releasedAt ? ledgerAccount.earnings(e.performerId) : ledgerAccount.pending(e.performerId);
    const posted = await ledger.post(tx, {
      key: `refund:${e.id}`,
      kind: 'refund',
      reversalOf: e.ledgerTransactionId,
      meta: { earningId: e.id },
      entries: [
        { account: creatorAccount, amount: -e.netMinor },
        { account: ledgerAccount.platform(`refund:${e.id}`), amount: -e.commissionMinor },
        { account: refundTo, amount: e.grossMinor },
      ],
    });
    return { earning: e, posted };
  };
}
