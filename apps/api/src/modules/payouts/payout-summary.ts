/** Where a creator's payout money stands (`POST /payout-requests/calculate`): earned, paid, withdrawable, held and requested. */
import { fromMinor } from '@fanlane/shared';
import { netEarnedMinor, nextReleaseAt } from '../earnings/earnings.repository.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import { OPEN, conversionRate, minimumPayout, type PayoutDeps } from './payouts.deps.js';
import { sumPayoutTokens } from './payouts.repository.js';

export type PayoutSummaryDeps = Pick<PayoutDeps, 'db' | 'ledger' | 'settings'>;

export type PayoutSummary = (performerId: string) => Promise<{
  totalEarnedTokens: number;
  previousPaidOutTokens: number;
  remainingUnpaidTokens: number;
  pendingTokens: number;
  nextReleaseAt: string | null;
  requestedTokens: number;
  minimumPayoutAmount: number;
  tokenConversionRate: number;
}>;

export function createPayoutSummary(deps: PayoutSummaryDeps): PayoutSummary {
  const { db, ledger, settings } = deps;
  return async function calculate(performerId) {
    const [earned, paid, next, balances, minimum, rate] = await Promise.all([
      netEarnedMinor(db, performerId),
      sumPayoutTokens(db, performerId, 'done'),
      nextReleaseAt(db, performerId),
      ledger.balances([ledgerAccount.earnings(performerId).id, ledgerAccount.pending(performerId).id]),
      minimumPayout(settings),
      conversionRate(settings),
    ]);
    const open = await sumPayoutTokens(db, performerId, OPEN);
    return {
      totalEarnedTokens: fromMinor(earned),
      previousPaidOutTokens: fromMinor(paid),
      remainingUnpaidTokens: fromMinor(balances.get(ledgerAccount.earnings(performerId).id) ?? 0),
      pendingTokens: fromMinor(balances.get(ledgerAccount.pending(performerId).id) ?? 0),
      nextReleaseAt: next ? new Date(next).toISOString() : null,
      requestedTokens: fromMinor(open),
      minimumPayoutAmount: minimum.value,
      tokenConversionRate: rate,
    };
  };
}
