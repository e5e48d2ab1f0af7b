/**
 * A creator requests a payout: at least the site's minimum, one open request at a time (the partial
 * unique index guarantees it), its tokens held in payout clearing (`payout:<id>`) in the transaction
 * that writes the row; a retried request (same idempotency key) answers the one already made.
 */
import { PAYOUT_MESSAGES, toMinor } from '@fanlane/shared';
import { uniqueViolation } from '../../db/errors.js';
import { unprocessable } from '../../http/errors.js';
import { OPEN, assertMinimumPayout, conversionRate, holdPayoutTokens, type PayoutDeps } from './payouts.deps.js';
import { countPayouts, insertPayout, payoutByIdempotencyKey, type PayoutRow } from './payouts.repository.js';

export type RequestPayoutDeps = Pick<PayoutDeps, 'db' | 'ledger' | 'settings' | 'paymentDetails'>;

export interface PayoutRequestInput {
  requestTokens: number;
  requestNote: string;
  paymentAccountType: string;
  source: string;
}

export type RequestPayout = (
  performerId: string,
  input: PayoutRequestInput,
  idempotencyKey?: string,
) => Promise<PayoutRow>;

export function createRequestPayout(deps: RequestPayoutDeps): RequestPayout {
  const { db, ledger, settings, paymentDetails } = deps;
  return async function create(performerId, input, idempotencyKey) {
    if (idempotencyKey) {
      const same = await payoutByIdempotencyKey(db, performerId, idempotencyKey);
      if (same) return same;
    }
    // A friendly early answer; the partial unique index below is what guarantees it.
    const open = await countPayouts(db, performerId, OPEN);
    if (open > 0) throw unprocessable(PAYOUT_MESSAGES.waitForCurrent, 'PAYOUT_OPEN_REQUEST');
    const amount = toMinor(input.requestTokens);
    await assertMinimumPayout(settings, amount);
    const info = await paymentDetails(performerId, input.paymentAccountType);
    const rate = await conversionRate(settings);
    try {
      return await db.transaction(async (tx) => {
        // The partial unique index admits one open request per creator: a second one waits for
        // the first transaction and then fails here, before any money moves.
        const row = await insertPayout(tx, {
          performerId,
          source: input.source,
          paymentAccountType: input.paymentAccountType,
          paymentAccountInfo: info,
          requestNote: input.requestNote,
          requestTokensMinor: amount,
          tokenConversionRate: rate.toFixed(4),
          idempotencyKey: idempotencyKey ?? null,
        });
        await holdPayoutTokens(ledger, tx, performerId, `payout:${row.id}`, amount, { payoutRequestId: row.id });
        return row;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'payout_requests_open_key')
        throw unprocessable(PAYOUT_MESSAGES.waitForCurrent, 'PAYOUT_OPEN_REQUEST');
      if (constraint === 'payout_requests_idempotency_key' && idempotencyKey) {
        const same = await payoutByIdempotencyKey(db, performerId, idempotencyKey);
        if (same) return same;
      }
      throw err;
    }
  };
}
