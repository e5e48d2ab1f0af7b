import type { Notifier } from '../notifications/notifier.js';
import type { PayoutRow } from './payouts.repository.js';

/** Keeps the last 4 characters of an account number: what lists show. */
export const mask = (value: unknown) => {
  const s = typeof value === 'string' ? value : '';
  return s.length <= 4 ? s.replace(/./g, '•') : `${'•'.repeat(Math.min(8, s.length - 4))}${s.slice(-4)}`;
};

/** The payment details with account numbers masked (lists, the creator's own views). */
export function maskedInfo(info: Record<string, unknown>) {
  const out = { ...info };
  for (const key of ['bankAccount', 'bankRouting', 'SSN', 'bankSwiftCode'])
    if (typeof out[key] === 'string' && out[key]) out[key] = mask(out[key]);
  return out;
}

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
