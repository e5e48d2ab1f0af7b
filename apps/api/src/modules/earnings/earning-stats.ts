/** A creator's earning totals (in all, by type and by day), with their pending and withdrawable balances. */
import { ledgerAccount, type Ledger } from '../ledger/ledger.service.js';
import { presentSums, units } from './earnings.presenter.js';
import type { EarningQuery, EarningsRepository } from './earnings.repository.js';

export interface EarningStatsDeps {
  ledger: Ledger;
  repo: EarningsRepository;
}

export function createEarningStats(deps: EarningStatsDeps) {
  const { ledger, repo } = deps;
  return async function stats(performerId: string, query: Partial<EarningQuery> & { groupBy?: 'day' }) {
    const { totals, byType, series } = await repo.sums(performerId, query);
    const balances = await ledger.balances([
      ledgerAccount.pending(performerId).id,
      ledgerAccount.earnings(performerId).id,
    ]);
    return {
      totalGrossPrice: units(totals.gross),
      totalNetPrice: units(totals.net),
      totalSiteCommission: units(totals.commission),
      pendingNetPrice: units(balances.get(ledgerAccount.pending(performerId).id) ?? 0),
      withdrawableNetPrice: units(balances.get(ledgerAccount.earnings(performerId).id) ?? 0),
      byType: byType.map((r) => ({ type: r.type, ...presentSums(r) })),
      series: series.map((r) => ({ date: r.date, ...presentSums(r) })),
    };
  };
}
export type EarningStats = ReturnType<typeof createEarningStats>;
