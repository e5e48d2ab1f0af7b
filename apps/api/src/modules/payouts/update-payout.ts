/** A creator changes a pending request's amount, note or method; the hold follows the amount (`payout-amend:<id>:<revision>`). */
import { PAYOUT_MESSAGES, toMinor } from '@fanlane/shared';
import { unprocessable } from '../../http/errors.js';
import { assertMinimumPayout, holdPayoutTokens, ownRequest, type PayoutDeps } from './payouts.deps.js';
import { lockPayout, updatePayout as writePayout, type PayoutRow } from './payouts.repository.js';

export type UpdatePayoutDeps = Pick<PayoutDeps, 'db' | 'ledger' | 'settings' | 'paymentDetails'>;

export type UpdatePayout = (
  performerId: string,
  id: string,
  input: { requestTokens: number; requestNote: string; paymentAccountType: string },
) => Promise<PayoutRow>;

export function createUpdatePayout(deps: UpdatePayoutDeps): UpdatePayout {
  const { db, ledger, settings, paymentDetails } = deps;
  return async function update(performerId, id, input) {
    const amount = toMinor(input.requestTokens);
    await assertMinimumPayout(settings, amount);
    const current = await ownRequest(db, performerId, id);
    if (current.status !== 'pending') throw unprocessable(PAYOUT_MESSAGES.notPending);
    const info = await paymentDetails(performerId, input.paymentAccountType);
    return db.transaction(async (tx) => {
      // The row lock orders concurrent edits: the delta is against the amount held now.
      const locked = await lockPayout(tx, id);
      if (!locked || locked.status !== 'pending') throw unprocessable(PAYOUT_MESSAGES.notPending);
      const row = await writePayout(tx, id, {
        requestTokensMinor: amount,
        requestNote: input.requestNote,
        paymentAccountType: input.paymentAccountType,
        paymentAccountInfo: info,
        revision: locked.revision + 1,
        updatedAt: new Date(),
      });
      const delta = amount - locked.requestTokensMinor;
      if (delta !== 0)
        await holdPayoutTokens(ledger, tx, performerId, `payout-amend:${id}:${row.revision}`, delta, {
          payoutRequestId: id,
        });
      return row;
    });
  };
}
