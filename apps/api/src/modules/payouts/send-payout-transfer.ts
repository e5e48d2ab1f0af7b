/**
 * Sends an approved Stripe Connect request's money to the creator's account (the sandbox's are paid
 * at once); answers the transfer's id. Its idempotency key and metadata name the request, so a
 * retried "mark paid" is the same transfer; a refusal spends the key and reaches the operator.
 */
import { PAYOUT_MESSAGES } from '@fanlane/shared';
import { AppError, unprocessable } from '../../http/errors.js';
import { GatewayError } from '../payments/gateway.js';
import { payoutMoneyMinor, type PayoutDeps } from './payouts.deps.js';
import { bumpPayoutRevision, type PayoutRow } from './payouts.repository.js';

export type SendPayoutTransferDeps = Pick<PayoutDeps, 'db' | 'gateways'>;

export type SendPayoutTransfer = (row: PayoutRow) => Promise<string>;

export function createSendPayoutTransfer(deps: SendPayoutTransferDeps): SendPayoutTransfer {
  const { db, gateways } = deps;

  function gatewayOf(row: PayoutRow) {
    const info = row.paymentAccountInfo as { accountId?: unknown; paymentGateway?: unknown };
    const gateway = gateways.get(typeof info.paymentGateway === 'string' ? info.paymentGateway : 'stripe');
    if (!gateway || typeof info.accountId !== 'string' || !info.accountId)
      throw unprocessable(PAYOUT_MESSAGES.stripeUnavailable);
    return { gateway, accountId: info.accountId };
  }

  return async function transfer(row) {
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
  };
}
