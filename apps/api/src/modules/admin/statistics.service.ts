import { staffCan, type AdminStatistics } from '@fanlane/shared';
import type { LedgerStats } from '../ledger/ledger.stats.js';
import type { SubscriptionsStats } from './subscriptions.stats.js';
import type { UsersRepository } from '../users/users.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 30;

/** GET /admin/statistics: the dashboard's figures; money comes from the ledger, in the site currency. */
export function createStatisticsService(deps: {
  users: UsersRepository;
  ledger: LedgerStats;
  subscriptions: SubscriptionsStats;
  openReports: () => Promise<number>;
}) {
  const { users, ledger, subscriptions, openReports } = deps;
  return {
    async get(role: string, now = new Date()): Promise<AdminStatistics> {
      const since = new Date(now.getTime() - (DAYS - 1) * DAY_MS);
      since.setUTCHours(0, 0, 0, 0);
      const withMoney = staffCan(role, 'money');
      const [counts, active, subs, reports, signups, balances, totals, sales] = await Promise.all([
        users.counts(since),
        subscriptions.activeAccounts(since),
        subscriptions.active(),
        openReports(),
        subscriptions.signupsByDay(since),
        withMoney ? ledger.balancesByKind() : null,
        withMoney ? ledger.salesTotal() : null,
        withMoney ? ledger.salesByDay(since) : [],
      ]);
      const of = (role: string) => counts.find((c) => c.role === role) ?? { total: 0, recent: 0, awaitingReview: 0 };
      const fans = of('user');
      const creators = of('performer');
      const salesOn = new Map(sales.map((d) => [d.day, d]));
      const signupsOn = new Map(signups.map((d) => [d.day, d.n]));
      const days = Array.from({ length: DAYS }, (_, i) => {
        const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        const sale = salesOn.get(date);
        return {
          date,
          signups: signupsOn.get(date) ?? 0,
          grossSales: (sale?.gross ?? 0) / 100,
          platformRevenue: (sale?.platform ?? 0) / 100,
        };
      });
      return {
        users: { total: fans.total, new: fans.recent, active },
        creators: { total: creators.total, new: creators.recent, awaitingReview: creators.awaitingReview },
        subscriptions: { active: subs.count, mrr: subs.mrrMinor / 100 },
        openReports: reports,
        money:
          balances && totals
            ? {
                grossSales: totals.gross / 100,
                platformRevenue: totals.platform / 100,
                owedToCreators: {
                  onHold: (balances.earnings_pending ?? 0) / 100,
                  withdrawable: (balances.earnings ?? 0) / 100,
                },
                payoutsDue: (balances.payout_clearing ?? 0) / 100,
              }
            : null,
        days,
      };
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
