import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';
import { ledgerAccount } from './ledger.service.js';

export interface LedgerLine {
  id: number;
  createdAt: Date;
  transactionId: string;
  kind: string;
  account: 'on_hold' | 'withdrawable';
  amount: number;
  /** The account's balance after this line, and on hold + withdrawable after it. */
  balance: number;
  total: number;
}

/**
 * The creator's ledger lines (earnings, releases, refunds, payout holds and returns), oldest first,
 * with running balances over all time; `fromDate`/`toDate` only choose which lines are listed. Read a
 * page at a time after the last entry id (`GET /performer/earning/export`).
 */
export function createLedgerLines(db: Db) {
  return async function* lines(performerId: string, range: { fromDate?: string; toDate?: string }) {
    const pending = ledgerAccount.pending(performerId).id;
    const withdrawable = ledgerAccount.earnings(performerId).id;
    // As the lists' date filter (contract 1.3): both dates, whole UTC days; otherwise every line.
    const from = range.fromDate ? new Date(range.fromDate) : null;
    const to = range.toDate ? new Date(range.toDate) : null;
    const dated = from && to && !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime());
    if (dated) {
      from.setUTCHours(0, 0, 0, 0);
      to.setUTCHours(23, 59, 59, 999);
    }
    const inRange = dated
      ? sql`and x.created_at between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`
      : sql``;
    for (let after = 0; ;) {
      const { rows } = (await db.execute(sql`
        select * from (
          select e.id, e.created_at, e.transaction_id, t.kind, e.account_id, e.amount::text as amount,
            sum(e.amount) over (partition by e.account_id order by e.id)::text as balance,
            sum(e.amount) over (order by e.id)::text as total
          from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
          where e.account_id in (${pending}, ${withdrawable})
        ) x
        where x.id > ${after} ${inRange}
        order by x.id limit 500`)) as unknown as {
        rows: {
          id: string | number;
          created_at: string | Date;
          transaction_id: string;
          kind: string;
          account_id: string;
          amount: string;
          balance: string;
          total: string;
        }[];
      };
      for (const r of rows)
        yield {
          id: Number(r.id),
          createdAt: new Date(r.created_at),
          transactionId: r.transaction_id,
          kind: r.kind,
          account: r.account_id === pending ? 'on_hold' : 'withdrawable',
          amount: Number(r.amount),
          balance: Number(r.balance),
          total: Number(r.total),
        } satisfies LedgerLine;
      if (rows.length < 500) return;
      after = Number(rows[rows.length - 1]!.id);
    }
  };
}

/** One ledger entry with its transaction's kind and time, as finance staff list an account's lines. */
export interface AccountLedgerLine {
  id: number;
  transactionId: string;
  account: string;
  amount: number;
  kind: string;
  createdAt: Date;
}

/** The latest `limit` entries of these ledger accounts, the newest first. */
export async function latestLedgerLines(db: Db, accountIds: string[], limit: number): Promise<AccountLedgerLine[]> {
  return db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      account: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      kind: ledgerTransactions.kind,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.accountId, accountIds))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}
