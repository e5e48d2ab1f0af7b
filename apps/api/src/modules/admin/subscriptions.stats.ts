import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, subscriptions, users } from '../../db/schema/index.js';

/**
 * Read-only aggregates for the dashboard over subscriptions, sign-ups and sessions. MRR is
 * normalised as Ghost does: a monthly price counts whole, a yearly one as a twelfth; free trials
 * count as subscriptions but add nothing.
 */
export function createSubscriptionsStats(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    async active() {
      const [row] = await rows<{ n: number; mrr: string }>(sql`
        select count(*)::int as n,
          coalesce(sum(case subscription_type when 'monthly' then price_minor when 'yearly' then price_minor / 12.0 else 0 end), 0)::text as mrr
        from ${subscriptions} where status in ('active', 'created') and expired_at > now()`);
      return { count: row?.n ?? 0, mrrMinor: Math.round(Number(row?.mrr ?? 0)) };
    },
    /** Accounts that signed in since the date. */
    async activeAccounts(since: Date) {
      const [row] = await rows<{ n: number }>(
        sql`select count(distinct user_id)::int as n from ${sessions} where created_at >= ${since.toISOString()}::timestamptz`,
      );
      return row?.n ?? 0;
    },
    async signupsByDay(since: Date) {
      return rows<{ day: string; n: number }>(sql`
        select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as n
        from ${users} where created_at >= ${since.toISOString()}::timestamptz and role in ('user', 'performer')
        group by 1 order by 1`);
    },
  };
}
export type SubscriptionsStats = ReturnType<typeof createSubscriptionsStats>;
