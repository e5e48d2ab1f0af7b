/** A creator withdraws a pending request: its tokens go back to withdrawable (`payout-release:<id>`). */
import { PAYOUT_MESSAGES } from '@fanlane/shared';
import { unprocessable } from '../../http/errors.js';
import { holdPayoutTokens, ownRequest, type PayoutDeps } from './payouts.deps.js';
import { cancelPendingPayout, type PayoutRow } from './payouts.repository.js';

export type CancelPayoutDeps = Pick<PayoutDeps, 'db' | 'ledger'>;

export type CancelPayout = (performerId: string, id: string) => Promise<PayoutRow>;

export function createCancelPayout(deps: CancelPayoutDeps): CancelPayout {
  const { db, ledger } = deps;
  return async function cancel(performerId, id) {
    await ownRequest(db, performerId, id);
    return db.transaction(async (tx) => {
      const r = await cancelPendingPayout(tx, id);
      if (!r) throw unprocessable(PAYOUT_MESSAGES.notPending);
      await holdPayoutTokens(ledger, tx, performerId, `payout-release:${id}`, -r.requestTokensMinor, {
        payoutRequestId: id,
      });
      return r;
    });
  };
}
