import { PAYOUT_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { AppError, unprocessable } from '../../http/errors.js';
import { systemActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { ledgerAccount, type Ledger } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { GatewayError, type PaymentGateway } from '../payments/gateway.js';
import { setPayoutAccountState } from '../payments/payments.repository.js';
import { tellPayout } from './payouts.notices.js';
import { bumpPayoutRevision, lockPayout, otherOpenPayout, updatePayout, type PayoutRow } from './payouts.repository.js';

/** Gateways whose payout accounts the API opens (`POST /stripe/accounts`): Stripe, and the sandbox's stand-in. */
export const CONNECT_GATEWAYS = ['stripe', 'sandbox'];

/** The money a request pays (tokens × the rate stamped on it), in cents. */
export const payoutMoneyMinor = (row: Pick<PayoutRow, 'requestTokensMinor' | 'tokenConversionRate'>) =>
  Math.round(row.requestTokensMinor * Number(row.tokenConversionRate));

/** The ledger key of a request's payment; a reversed transfer reopens the request under a new revision. */
export const paidKey = (row: Pick<PayoutRow, 'id' | 'revision'>) => `payout-paid:${row.id}:${row.revision}`;

/**
 * Stripe Connect payouts (docs/money.md "Payouts"). Marking a Connect request done sends a transfer
 * to the creator's account first (idempotency key and metadata name the request, so a retried
 * "mark paid" is the same transfer); the webhook brings back reversals and the account's state.
 * The sandbox's accounts are paid at once.
 */
export function createPayoutConnect(deps: {
  db: Db;
  ledger: Ledger;
  gateways: Map<string, PaymentGateway>;
  audit: AuditService;
  notifier: Notifier;
}) {
  const { db, ledger, gateways, audit, notifier } = deps;

  function gatewayOf(row: PayoutRow) {
    const info = row.paymentAccountInfo as { accountId?: unknown; paymentGateway?: unknown };
    const gateway = gateways.get(typeof info.paymentGateway === 'string' ? info.paymentGateway : 'stripe');
    if (!gateway || typeof info.accountId !== 'string' || !info.accountId)
      throw unprocessable(PAYOUT_MESSAGES.stripeUnavailable);
    return { gateway, accountId: info.accountId };
  }

  return {
    /** Sends an approved Connect request's money; answers the transfer's id. Refusals reach the operator. */
    async transfer(row: PayoutRow): Promise<string> {
      const { gateway, accountId } = gatewayOf(row);
      try {
        const sent = await gateway.createTransfer({
          accountId,
          amountMinor: payoutMoneyMinor(row),
          currency: 'usd',
          description: `Payout request ${row.id}`,
          metadata: { payoutRequestId: row.id, performerId: row.performerId },
          idempotencyKey: `payout:${row.id}:${row.revision}`,
        });
        return sent.ref;
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        // Unreachable: the next try must reuse the key (the transfer may have been made).
        if (err.kind === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE', err.message);
        // Refused: nothing was sent, and the refusal is kept under its key; the next try gets a new one.
        await bumpPayoutRevision(db, row.id, row.revision);
        throw unprocessable(err.message);
      }
    },

    /**
     * A transfer changed (`transfer.reversed`, `transfer.updated`): re-read it; when all of it came back
     * and its request is still done, the money returns to payout clearing and the request reopens as
     * approved (to be paid again or rejected). If the creator has opened another request meanwhile,
     * the tokens go back to their withdrawable balance and this request is rejected instead.
     */
    async transferChanged(gateway: PaymentGateway, ref: string) {
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
    },

    /** A payout account changed (`account.updated`): its state is re-read and stored. */
    async accountChanged(gateway: PaymentGateway, ref: string) {
      const account = await gateway.retrieveAccount(ref);
      await setPayoutAccountState(db, gateway.name, account.ref, account);
    },
  };
}

export type PayoutConnect = ReturnType<typeof createPayoutConnect>;
