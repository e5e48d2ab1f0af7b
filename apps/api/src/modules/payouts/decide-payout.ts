/**
 * An operator's decision on a request (pending → approved | rejected, approved → done | rejected).
 * Rejecting returns the held tokens (`payout-release:<id>`); done pays them out of the books
 * (`payout-paid:<id>:<revision>`, payout clearing → the gateway's or bank's account), a Stripe
 * Connect request after its transfer. Audited in the same transaction; the creator is told after it.
 */
import { PAYOUT_MESSAGES, PAYOUT_TRANSITIONS, fromMinor, isBankMethod } from '@fanlane/shared';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import { holdPayoutTokens, paidKey, type PayoutDeps } from './payouts.deps.js';
import { tellPayout } from './payouts.notices.js';
import { lockPayout, payoutById, updatePayout, type PayoutRow } from './payouts.repository.js';

export type DecidePayoutDeps = Pick<PayoutDeps, 'db' | 'ledger' | 'audit' | 'notifier' | 'transfer'>;

export type DecidePayout = (
  actor: AuditActor,
  id: string,
  input: { status: 'approved' | 'rejected' | 'done'; adminNote: string },
) => Promise<PayoutRow>;

/** Where paid-out money goes in the books: the gateway (or bank) that carried it out. */
function outAccount(row: PayoutRow) {
  const method = row.paymentAccountType;
  if (isBankMethod(method)) return ledgerAccount.gateway('bank');
  if (method !== 'stripe') return ledgerAccount.gateway(method);
  const gateway = (row.paymentAccountInfo as { paymentGateway?: unknown }).paymentGateway;
  return ledgerAccount.gateway(typeof gateway === 'string' ? gateway : 'stripe');
}

export function createDecidePayout(deps: DecidePayoutDeps): DecidePayout {
  const { db, ledger, audit, notifier, transfer } = deps;
  return async function setStatus(actor, id, input) {
    // A Stripe Connect request is paid by a transfer before it is marked done; a refusal leaves it
    // approved. The transfer's idempotency key names the request, so a retry sends nothing twice.
    let payoutRef: string | null = null;
    if (input.status === 'done') {
      const current = await payoutById(db, id);
      if (!current) throw notFound();
      if (current.paymentAccountType === 'stripe' && current.status === 'approved') payoutRef = await transfer(current);
    }
    const row = await db.transaction(async (tx) => {
      const current = await lockPayout(tx, id);
      if (!current) throw notFound();
      if (!PAYOUT_TRANSITIONS[current.status].includes(input.status))
        throw unprocessable(PAYOUT_MESSAGES.transition(current.status, input.status));
      const now = new Date();
      const updated = await updatePayout(tx, id, {
        status: input.status,
        adminNote: input.adminNote,
        updatedAt: now,
        ...(input.status === 'done' ? { paidAt: now, payoutRef } : {}),
      });
      if (input.status === 'rejected')
        await holdPayoutTokens(ledger, tx, current.performerId, `payout-release:${id}`, -current.requestTokensMinor, {
          payoutRequestId: id,
        });
      if (input.status === 'done')
        await ledger.post(tx, {
          key: paidKey(current),
          kind: 'payout_paid',
          meta: { payoutRequestId: id, method: current.paymentAccountType, transfer: payoutRef },
          entries: [
            { account: ledgerAccount.payoutClearing(), amount: -current.requestTokensMinor },
            { account: outAccount(current), amount: current.requestTokensMinor },
          ],
        });
      await audit.record(
        actor,
        {
          action: `payout.${input.status}`,
          targetType: 'payout_request',
          targetId: id,
          before: { status: current.status },
          after: {
            status: input.status,
            adminNote: input.adminNote,
            requestTokens: fromMinor(current.requestTokensMinor),
          },
          reason: input.adminNote,
        },
        tx,
      );
      return updated;
    });
    tellPayout(notifier, row);
    return row;
  };
}
