import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, payoutRequests } from '../../db/schema/index.js';

/**
 * Proves the books: every stored balance equals the sum of its entries, every transaction sums to
 * zero, the whole ledger sums to zero, no spendable balance is negative, and payout clearing equals
 * the open payout requests.
 */
export async function reconcileLedger(db: Db) {
  const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };
  const mismatched = await q<{ id: string; balance: string; total: string }>(sql`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  const unbalanced = await q<{ transaction_id: string; total: string }>(sql`
    select transaction_id, sum(amount)::text as total from ${ledgerEntries}
    group by transaction_id having sum(amount) <> 0`);
  const totals = await q<{ total: string | null; entries: string; accounts: string }>(sql`
    select (select sum(amount) from ${ledgerEntries})::text as total,
      (select count(*) from ${ledgerEntries})::text as entries,
      (select count(*) from ${ledgerAccounts})::text as accounts`);
  const negative = await q<{ id: string }>(sql`
    select id from ${ledgerAccounts} where not allow_negative and balance < 0`);
  // Payout clearing holds exactly the tokens of the open (pending or approved) payout requests.
  const payouts = await q<{ open: string; clearing: string }>(sql`
    select coalesce((select sum(request_tokens_minor) from ${payoutRequests} where status in ('pending', 'approved')), 0)::text as open,
      coalesce((select balance from ${ledgerAccounts} where id = 'payout_clearing'), 0)::text as clearing`);
  const payoutClearing = {
    openRequests: Number(payouts.rows[0]?.open ?? 0),
    balance: Number(payouts.rows[0]?.clearing ?? 0),
  };
  const sum = Number(totals.rows[0]?.total ?? 0);
  return {
    ok:
      !mismatched.rows.length &&
      !unbalanced.rows.length &&
      sum === 0 &&
      !negative.rows.length &&
      payoutClearing.openRequests === payoutClearing.balance,
    payoutClearing,
    accounts: Number(totals.rows[0]?.accounts ?? 0),
    entries: Number(totals.rows[0]?.entries ?? 0),
    ledgerSum: sum,
    mismatchedAccounts: mismatched.rows.map((r) => ({
      id: r.id,
      balance: Number(r.balance),
      entries: Number(r.total),
    })),
    unbalancedTransactions: unbalanced.rows.map((r) => r.transaction_id),
    negativeAccounts: negative.rows.map((r) => r.id),
  };
}
