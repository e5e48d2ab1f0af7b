import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, minor, tableWithId, timestamps } from './columns.js';

/**
 * The double-entry ledger (business-rules "Money"): append-only entries in integer minor units,
 * balances kept beside them in the same statement. Written only by modules/ledger.
 */

export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'earnings_pending',
  'earnings',
  'platform_revenue',
  'gateway_clearing',
  'payout_clearing',
  'wallet_debt',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * One row per account. Ids are readable: `wallet:<userId>`, `earnings:<userId>`,
 * `gateway_clearing:sandbox`. Only clearing accounts (money that came from or went outside) may go
 * negative; the CHECK makes an overdraft impossible whatever the code does.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    ownerId: text('owner_id'),
    balance: minor('balance').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('ledger_accounts_balance_check', sql`${t.allowNegative} OR ${t.balance} >= 0`),
    index('ledger_accounts_owner_idx').on(t.ownerId),
  ],
);

/** A ledger transaction: its entries sum to zero. The idempotency key makes a retry move nothing. */
export const ledgerTransactions = tableWithId(
  'ledger_transactions',
  {
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    /** The transaction this one reverses (refunds). */
    reversalOf: text('reversal_of'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_key').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each reconcile of the ledger (the hourly job, an operator's run): whether the books held and how
 * many differences it found, with the report. `GET /metrics` exports the latest.
 */
export const ledgerReconcileRuns = tableWithId(
  'ledger_reconcile_runs',
  {
    source: text('source').notNull(),
    ok: boolean('ok').notNull(),
    problems: integer('problems').notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    checkedAt: createdAt(),
  },
  (t) => [index('ledger_reconcile_runs_checked_idx').on(t.checkedAt)],
);
