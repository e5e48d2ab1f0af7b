/**
 * The ledger's posting rule, written once. Both ways of posting use this SQL:
 * - `post()` (ledger.service.ts), inside the caller's transaction, values inline; a replayed key
 *   answers `replayed` and moves nothing;
 * - the one-statement purchase (earnings `recordCtes`, wallet `buy-digital`), composed with the
 *   caller's rows into ONE autocommit statement built once (`db/statements.ts`), values as named
 *   placeholders; a replayed key fails that statement, so none of the caller's rows remain.
 * A refused posting is always an error of its statement (`postingRefusal` says which): the caller's
 * transaction, or the single statement, rolls back whole.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type LedgerAccountKind } from '../../db/schema/index.js';
import { slot } from '../../db/statements.js';

export interface AccountRef {
  id: string;
  kind: LedgerAccountKind;
  ownerId: string | null;
  allowNegative: boolean;
}

export interface EntryInput {
  account: AccountRef;
  /** Signed minor units: positive credits the account's balance, negative debits it. */
  amount: number;
}

export interface PostInput {
  /** Unique per movement of value: a retry with the same key moves nothing. */
  key: string;
  kind: string;
  entries: EntryInput[];
  meta?: Record<string, unknown>;
  reversalOf?: string;
}

/** An account would go below zero: the movement is refused and nothing is written. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: string) {
    super(`insufficient funds in ${accountId}`);
    this.name = 'InsufficientFundsError';
  }
}

/** Checks a posting and folds its entries into one delta per account, in account-id order. */
export function plan(input: PostInput) {
  const entries = input.entries.filter((e) => e.amount !== 0);
  // Invariant: amounts are whole minor units.
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount)) throw new Error(`ledger amount must be an integer: ${e.amount}`);
  }
  // Invariant: every posting sums to zero (double entry).
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0)
    throw new Error(`ledger transaction ${input.key} does not balance`);
  // One delta per account, in id order: concurrent postings lock the rows they share in the same
  // order (no deadlocks).
  const accounts = new Map<string, AccountRef & { delta: number }>();
  for (const e of entries) {
    const a = accounts.get(e.account.id) ?? { ...e.account, delta: 0 };
    a.delta += e.amount;
    accounts.set(e.account.id, a);
  }
  const sorted = [...accounts.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { entries, sorted };
}

/** The names of a posting's values (`postingValues`), one placeholder each in `postingCtes`. */
export type PostingValueName =
  | 'ledgerId'
  | 'ledgerKey'
  | 'ledgerKind'
  | 'ledgerMeta'
  | 'ledgerReversalOf'
  | 'accountIds'
  | 'accountKinds'
  | 'accountOwners'
  | 'accountNegative'
  | 'accountDeltas'
  | 'entryAccounts'
  | 'entryAmounts';

/** The values of `postingCtes`' placeholders for one posting, its ledger transaction's id `transactionId`. */
export function postingValues(input: PostInput, transactionId: string): Record<PostingValueName, unknown> {
  const { entries, sorted } = plan(input);
  return {
    ledgerId: transactionId,
    ledgerKey: input.key,
    ledgerKind: input.kind,
    ledgerMeta: JSON.stringify(input.meta ?? {}),
    ledgerReversalOf: input.reversalOf ?? null,
    accountIds: sorted.map((a) => a.id),
    accountKinds: sorted.map((a) => a.kind),
    accountOwners: sorted.map((a) => a.ownerId),
    accountNegative: sorted.map((a) => a.allowNegative),
    accountDeltas: sorted.map((a) => a.delta),
    entryAccounts: entries.map((e) => e.account.id),
    entryAmounts: entries.map((e) => e.amount),
  };
}

export interface PostingOptions {
  /** The posting happens only when this holds (e.g. the caller's entitlement row was inserted). */
  when: SQL;
  /**
   * A key already posted: `'skip'` posts nothing and `lt` is empty (`post()`, inside a transaction
   * that must go on); `'fail'` fails the statement with a unique violation (the one-statement purchase).
   */
  replay: 'skip' | 'fail';
  /** Each value's SQL: a named placeholder (default, for a statement built once) or a bound value. */
  value?: (name: PostingValueName) => SQLWrapper;
}

/**
 * A posting as common table expressions, to compose with a final SELECT (and the caller's own rows)
 * into one statement. Names it defines: `lt` (the transaction: `id`), `lv` (one delta per account),
 * `la` (each account after: `id`, `balance` as text), `le` (the entries). Row locks on the accounts
 * are taken in `lv`'s order (account id) and held to the end of the caller's transaction.
 */
export function postingCtes({ when, replay, value = slot }: PostingOptions): SQL {
  return sql`
    lt AS (
      -- The key claims the movement: one ledger transaction per idempotency key (unique index).
      INSERT INTO ${ledgerTransactions} (id, idempotency_key, kind, meta, reversal_of)
      SELECT ${value('ledgerId')}, ${value('ledgerKey')}, ${value('ledgerKind')}, ${value('ledgerMeta')}::jsonb,
        ${value('ledgerReversalOf')}::text
      WHERE ${when}
      ${replay === 'skip' ? sql`ON CONFLICT (idempotency_key) DO NOTHING` : sql``}
      RETURNING id
    ), lv AS (
      SELECT * FROM unnest(${value('accountIds')}::text[], ${value('accountKinds')}::text[],
        ${value('accountOwners')}::text[], ${value('accountNegative')}::boolean[],
        ${value('accountDeltas')}::bigint[]) WITH ORDINALITY AS v(id, kind, owner_id, allow_negative, delta, n)
    ), la AS (
      -- Only when the key was claimed. Invariant: a spendable account never goes below zero; the
      -- CHECK constraint (ledger_accounts_balance_check) refuses it, which fails the statement. A new
      -- spendable account proposes its delta, so a debit fails the CHECK; an existing one proposes
      -- no debit (the proposed row is checked before the conflict) and the update applies it.
      -- Counted per row, not NOT EXISTS: for that the generic plan chose a hashed sub-plan, a scan
      -- of the whole table on every posting while it is small.
      INSERT INTO ${ledgerAccounts} AS acc (id, kind, owner_id, allow_negative, balance)
      SELECT lv.id, lv.kind, lv.owner_id, lv.allow_negative,
        CASE WHEN lv.allow_negative OR (SELECT count(*) FROM ${ledgerAccounts} x WHERE x.id = lv.id) = 0
          THEN lv.delta ELSE greatest(lv.delta, 0) END
      FROM lv
      WHERE EXISTS (SELECT 1 FROM lt)
      ORDER BY lv.n
      ON CONFLICT (id) DO UPDATE
        SET balance = acc.balance + (SELECT lv.delta FROM lv WHERE lv.id = excluded.id), updated_at = now()
      RETURNING acc.id, acc.balance::text AS balance
    ), le AS (
      -- Invariant: each account's balance is the sum of its entries (reconcile checks it); the
      -- entries are appended, never changed.
      INSERT INTO ${ledgerEntries} (transaction_id, account_id, amount)
      SELECT lt.id, x.account_id, x.amount FROM lt
      CROSS JOIN unnest(${value('entryAccounts')}::text[], ${value('entryAmounts')}::bigint[]) AS x(account_id, amount)
    )`;
}

/**
 * What a statement built with `postingCtes` was refused for: `'replayed'` (the key was already
 * posted, `replay: 'fail'`), an `InsufficientFundsError` (a spendable account would have gone below
 * zero: the posting's first debited spendable account), or null (any other error).
 */
export function postingRefusal(err: unknown, input: PostInput): 'replayed' | InsufficientFundsError | null {
  let e: unknown = err;
  for (let depth = 0; e && depth < 3; depth += 1) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === '23505' && x.constraint === 'ledger_transactions_key') return 'replayed';
    if (x.code === '23514' && x.constraint === 'ledger_accounts_balance_check') {
      const debited = plan(input).sorted.find((a) => !a.allowNegative && a.delta < 0);
      return new InsufficientFundsError(debited?.id ?? 'unknown');
    }
    e = x.cause;
  }
  return null;
}
