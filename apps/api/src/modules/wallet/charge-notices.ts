import type { Notifier } from '../notifications/notifier.js';
import type { TokenTransactionRow } from './charges.deps.js';

/**
 * What a creator is told of a wallet charge, after it committed (docs/notifications.md): `tip` for a
 * tip (stream tips too), `purchase` for a digital item bought. A physical product is told by the
 * orders module instead ("X ordered …"), so it is not told twice.
 */
export function tellCreatorOfCharge(notifier: Notifier | undefined, row: TokenTransactionRow, title?: string) {
  if (!notifier || row.userId === row.performerId) return;
  const tip = row.type === 'tip' || row.type === 'stream_tip';
  void notifier.notify({
    type: tip ? 'tip' : 'purchase',
    userId: row.performerId,
    actorId: row.userId,
    objectType: tip ? 'performer' : row.target,
    objectId: row.targetId,
    link: '/creator/earnings',
    data: tip ? { amount: row.totalPriceMinor, note: row.note } : { amount: row.totalPriceMinor, title: title ?? '' },
    key: `${tip ? 'tip' : 'purchase'}:${row.id}`,
  });
}
