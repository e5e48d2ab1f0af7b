import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';

/** Transactions that move money between a creator's own accounts or out to them: not sales. */
const NOT_SALES = sql`(t.kind = 'hold_release' or t.kind like 'payout%')`;

/**
 * Figures for the operators' dashboard, read from the ledger (never from counters that can drift).
 * Gross sales are what sales credited to creators and the platform, net of refunds (a refund's
 * entries are negative); platform revenue is the platform accounts' entries.
 */
export function createLedgerStats(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** The sum of every balance of each account kind (minor units). */
    async balancesByKind(): Promise<Record<string, number>> {
      const found = await rows<{ kind: string; total: string }>(
        sql`select kind, coalesce(sum(balance), 0)::text as total from ${ledgerAccounts} group by kind`,
      );
      return Object.fromEntries(found.map((r) => [r.kind, Number(r.total)]));
    },

    /** Gross sales and platform revenue per UTC day since `from` (days without money are absent). */
    async salesByDay(from: Date): Promise<{ day: string; gross: number; platform: number }[]> {
      const found = await rows<{ day: string; gross: string; platform: string }>(sql`
        select to_char(date_trunc('day', e.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
          coalesce(sum(e.amount) filter (where a.kind in ('platform_revenue', 'earnings_pending', 'earnings')), 0)::text as gross,
          coalesce(sum(e.amount) filter (where a.kind = 'platform_revenue'), 0)::text as platform
        from ${ledgerEntries} e
        join ${ledgerAccounts} a on a.id = e.account_id
        join ${ledgerTransactions} t on t.id = e.transaction_id
        where e.created_at >= ${from.toISOString()}::timestamptz and not ${NOT_SALES}
        group by 1 order by 1`);
      return found.map((r) => ({ day: r.day, gross: Number(r.gross), platform: Number(r.platform) }));
    },

    /** Gross sales and platform revenue of all time. */
    async salesTotal(): Promise<{ gross: number; platform: number }> {
      const [row] = await rows<{ gross: string; platform: string }>(sql`
        select coalesce(sum(e.amount) filter (where a.kind in ('platform_revenue', 'earnings_pending', 'earnings')), 0)::text as gross,
          coalesce(sum(e.amount) filter (where a.kind = 'platform_revenue'), 0)::text as platform
        from ${ledgerEntries} e
        join ${ledgerAccounts} a on a.id = e.account_id
        join ${ledgerTransactions} t on t.id = e.transaction_id
        where not ${NOT_SALES}`);
      return { gross: Number(row?.gross ?? 0), platform: Number(row?.platform ?? 0) };
    },
  };
}
export type LedgerStats = ReturnType<typeof createLedgerStats>;
