/** Tells a creator their payout request changed. */
import type { Notifier } from '../notifications/notifier.js';
import type { PayoutRow } from './payouts.repository.js';

/**
 * Tells the creator their request changed (in-app, socket and mail), after the commit. `occasion`
 * tells apart two changes to the same status (a reversed transfer reopens an approved request).
 */
export function tellPayout(notifier: Notifier, row: PayoutRow, occasion = '') {
  void notifier.notify({
    userId: row.performerId,
    type: 'payout_status',
    objectType: 'payout_request',
    objectId: row.id,
    link: '/creator/payouts',
    data: { amount: row.requestTokensMinor, status: row.status },
    key: `payout_status:${row.id}:${row.status}${occasion}`,
  });
}
