/**
 * A transfer changed (`transfer.reversed`, `transfer.updated`): re-read it; when all of it came back
 * and its request is still done, the money returns to payout clearing and the request reopens as
 * approved (to be paid again or rejected). If the creator has opened another request meanwhile,
 * the tokens go back to their withdrawable balance and this request is rejected instead.
 */
import { PAYOUT_MESSAGES } from '@fanlane/shared';
import { systemActor } from '../audit/actor.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { PayoutDeps } from './payouts.deps.js';
import { tellPayout } from './payouts.notices.js';
import { lockPayout, otherOpenPayout, updatePayout } from './payouts.repository.js';

export type ReversePayoutDeps = Pick<PayoutDeps, 'db' | 'ledger' | 'audit' | 'notifier'>;

export type ReversePayout = (gateway: PaymentGateway, ref: string) => Promise<void>;

export function createReversePayout(deps: ReversePayoutDeps): ReversePayout {
  const { db, ledger, audit, notifier } = deps;
  return async function transferChanged(gateway, ref) {
    const transfer = await gateway.retrieveTransfer(ref);
    if (transfer.reversedMinor < transfer.amountMinor || !transfer.metadata.payoutRequestId) return;
    const row = await db.transaction(async (tx) => {
      const current = await lockPayout(tx, transfer.metadata.payoutRequestId!);
      if (!current || current.status !== 'done' || current.payoutRef !== transfer.ref) return null;
      const other = await otherOpenPayout(tx, current.performerId, current.id);
      const status = other ? ('rejected' as const) : ('approved' as const);
      const note = other ? PAYOUT_MESSAGES.transferReturned : PAYOUT_MESSAGES.transferReversed;
      await ledger.post(tx, {
        key: `payout-reversed:${current.id}:${current.revision}`,
        kind: 'payout_reversed',
        meta: { payoutRequestId: current.id, transfer: transfer.ref },
        entries: [
          { account: ledgerAccount.gateway(gateway.name), amount: -current.requestTokensMinor },
          {
            account: other ? ledgerAccount.earnings(current.performerId) : ledgerAccount.payoutClearing(),
            amount: current.requestTokensMinor,
          },
        ],
      });
      const updated = await updatePayout(tx, current.id, {
        status,
        adminNote: note,
        payoutRef: null,
        paidAt: null,
        revision: current.revision + 1,
        updatedAt: new Date(),
      });
      await audit.record(
        systemActor,
        {
          action: 'payout.transfer_reversed',
          targetType: 'payout_request',
          targetId: current.id,
          before: { status: 'done', transfer: transfer.ref },
          after: { status },
          reason: note,
        },
        tx,
      );
      return updated;
    });
    if (row) tellPayout(notifier, row, `:reversed:${row.revision}`);
  };
}
