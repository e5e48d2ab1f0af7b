import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { slot } from '../../db/statements.js';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payoutRequests,
  type LedgerAccountKind,
} from '../../db/schema/index.js';

/** A database transaction handle (what `db.transaction` passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AccountRef {
  id: string;
  kind: LedgerAccountKind;
  ownerId: string | null;
  allowNegative: boolean;
}

/** The platform's revenue account (shard 0); the others are `platform_revenue:<n>`. */
export const PLATFORM_ACCOUNT = 'platform_revenue';
export const PLATFORM_SHARDS = 16;
/** Every shard's account id, shard 0 first. */
export const platformAccountIds = Array.from({ length: PLATFORM_SHARDS }, (_, n) =>
  n === 0 ? PLATFORM_ACCOUNT : `${PLATFORM_ACCOUNT}:${n}`,
);

/** FNV-1a of the key, modulo the number of shards: stable across processes and releases. */
export function platformShard(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % PLATFORM_SHARDS;
}

/** The accounts of business-rules "Money". Only clearing and revenue accounts may go below zero. */
export const ledgerAccount = {
  wallet: (userId: string): AccountRef => ({
    id: `wallet:${userId}`,
    kind: 'wallet',
    ownerId: userId,
    allowNegative: false,
  }),
  pending: (performerId: string): AccountRef => ({
    id: `earnings_pending:${performerId}`,
    kind: 'earnings_pending',
    ownerId: performerId,
    allowNegative: false,
  }),
  earnings: (performerId: string): AccountRef => ({
    id: `earnings:${performerId}`,
    kind: 'earnings',
    ownerId: performerId,
    allowNegative: false,
  }),
  /**
   * The platform's own account: commissions in, bonus tokens and coupon discounts out. It is split
   * into PLATFORM_SHARDS accounts so that concurrent purchases do not all queue for one row lock:
   * with a ledger key, the shard is chosen by a hash of the key (`platform_revenue` is shard 0,
   * then `platform_revenue:1` …). The platform's revenue is the sum of the shards (see `balance`).
   */
  platform: (key?: string): AccountRef => {
    const shard = key === undefined ? 0 : platformShard(key);
    return {
      id: shard === 0 ? PLATFORM_ACCOUNT : `${PLATFORM_ACCOUNT}:${shard}`,
      kind: 'platform_revenue',
      ownerId: null,
      allowNegative: true,
    };
  },
  /** Money owed by a gateway for payments it took: goes negative as fans pay in. */
  gateway: (name: string): AccountRef => ({
    id: `gateway_clearing:${name}`,
    kind: 'gateway_clearing',
    ownerId: null,
    allowNegative: true,
  }),
  /**
   * What a fan owes after a chargeback or refund of tokens already spent (CCBill, issue #20): at or
   * below zero; the wallet's next credits pay it back before it can be spent again.
   */
  debt: (userId: string): AccountRef => ({
    id: `wallet_debt:${userId}`,
    kind: 'wallet_debt',
    ownerId: userId,
    allowNegative: true,
  }),
  payoutClearing: (): AccountRef => ({
    id: 'payout_clearing',
    kind: 'payout_clearing',
    ownerId: null,
    allowNegative: false,
  }),
};

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

export interface PostResult {
  transactionId: string;
  /** True when the key had already been posted: nothing moved this time. */
  replayed: boolean;
  /** Balance of each account after this transaction (only when not replayed). */
  balances: Map<string, number>;
}

/** An account would go below zero: the movement is refused and nothing is written. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: string) {
    super(`insufficient funds in ${accountId}`);
    this.name = 'InsufficientFundsError';
  }
}

/** Splits gross into the platform's commission and the creator's net, rounding in the creator's favour. */
export function splitCommission(grossMinor: number, rate: number) {
  const basisPoints = Math.round(rate * 10_000);
  const commission = Math.floor((grossMinor * basisPoints) / 10_000);
  return { commission, net: grossMinor - commission };
}

/** A JS array as one SQL array parameter (drizzle's `sql` would spread a bare array into a list). */
const list = (values: unknown[]) => sql.param(values);

/** Checks a posting and folds its entries into one delta per account, in account-id order. */
function plan(input: PostInput) {
  const entries = input.entries.filter((e) => e.amount !== 0);
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount)) throw new Error(`ledger amount must be an integer: ${e.amount}`);
  }
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0)
    throw new Error(`ledger transaction ${input.key} does not balance`);
  // One delta per account, in id order: concurrent transactions lock the rows they share in the
  // same order (no deadlocks).
  const accounts = new Map<string, AccountRef & { delta: number }>();
  for (const e of entries) {
    const a = accounts.get(e.account.id) ?? { ...e.account, delta: 0 };
    a.delta += e.amount;
    accounts.set(e.account.id, a);
  }
  const sorted = [...accounts.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { entries, sorted };
}

/**
 * A posting as common table expressions, to be composed with the caller's own rows into ONE
 * statement that runs on its own (autocommit, no BEGIN/COMMIT round trips). Unlike `post()`, every
 * refusal is an error of that statement, so nothing it wrote remains:
 * - the key already posted: unique violation of `ledger_transactions_key` (see `postingRefusal`);
 * - a spendable account would go below zero, or does not exist and is debited: the CHECK constraint.
 * The posting happens only when `when` is true (e.g. the caller's entitlement row was inserted).
 * Names it defines: `lt` (the transaction: `id`), `lv` (the deltas), `la` (the accounts after:
 * `id`, `balance` as text), `le` (the entries). Row locks on the accounts are held only for the
 * statement, not for a transaction's further round trips.
 * The text is the same for every posting (its values are placeholders, `postingValues` fills them),
 * so a caller builds the statement once (`db/statements.ts`).
 */
export function postingCtes(options: { when: SQL }): SQL {
  return sql`
    lt AS (
      INSERT INTO ${ledgerTransactions} (id, idempotency_key, kind, meta, reversal_of)
      SELECT ${slot('ledgerId')}, ${slot('ledgerKey')}, ${slot('ledgerKind')}, ${slot('ledgerMeta')}::jsonb,
        ${slot('ledgerReversalOf')}::text
      WHERE ${options.when}
      RETURNING id
    ), lv AS (
      SELECT * FROM unnest(${slot('accountIds')}::text[], ${slot('accountKinds')}::text[],
        ${slot('accountOwners')}::text[], ${slot('accountNegative')}::boolean[],
        ${slot('accountDeltas')}::bigint[]) WITH ORDINALITY AS v(id, kind, owner_id, allow_negative, delta, n)
    ), la AS (
      -- A new spendable account proposes its delta, so a debit fails the CHECK; an existing one
      -- proposes no debit (the proposed row is checked before the conflict) and the update applies it.
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
      INSERT INTO ${ledgerEntries} (transaction_id, account_id, amount)
      SELECT lt.id, x.account_id, x.amount FROM lt
      CROSS JOIN unnest(${slot('entryAccounts')}::text[], ${slot('entryAmounts')}::bigint[]) AS x(account_id, amount)
    )`;
}

/** The values of `postingCtes`' placeholders for one posting, its ledger transaction's id `transactionId`. */
export function postingValues(input: PostInput, transactionId: string): Record<string, unknown> {
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

/**
 * What a statement built with `postingCtes` was refused for: `'replayed'` (the key was already
 * posted), an `InsufficientFundsError` (a spendable account would have gone below zero), or null
 * (any other error).
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

/**
 * The double-entry ledger. `post` must run inside the caller's database transaction so the domain
 * rows (purchase, earning, subscription) commit or roll back with the money.
 */
/**
 * One account's balance, its row locked until the caller's transaction ends (SELECT … FOR UPDATE):
 * what a caller deciding how much to move reads, so a concurrent posting waits. 0 for an account
 * never posted to.
 */
export async function lockedBalance(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  return Number(row?.balance ?? 0);
}

export function createLedger(db: Db) {
  async function post(tx: Tx, input: PostInput): Promise<PostResult> {
    const { entries, sorted } = plan(input);

    // One statement (one round trip) claims the key and, only if it was free, creates missing
    // accounts, applies every delta and appends the entries. A delta that would take a spendable
    // account below zero is not applied (the guard; the CHECK constraint backs it up): that account
    // is missing from the answer and the caller's transaction is rolled back.
    const { rows } = (await tx
      .execute(
        sql`
      WITH t AS (
        INSERT INTO ${ledgerTransactions} (id, idempotency_key, kind, meta, reversal_of)
        VALUES (${newId()}, ${input.key}, ${input.kind}, ${JSON.stringify(input.meta ?? {})}::jsonb,
          ${input.reversalOf ?? null})
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id
      ), v AS (
        SELECT * FROM unnest(${list(sorted.map((a) => a.id))}::text[], ${list(sorted.map((a) => a.kind))}::text[],
          ${list(sorted.map((a) => a.ownerId))}::text[], ${list(sorted.map((a) => a.allowNegative))}::boolean[],
          ${list(sorted.map((a) => a.delta))}::bigint[]) WITH ORDINALITY AS v(id, kind, owner_id, allow_negative, delta, n)
      ), a AS (
        -- The proposed row of an existing account must pass the CHECK too, so it carries no debit:
        -- the update reads the delta from v.
        INSERT INTO ${ledgerAccounts} AS acc (id, kind, owner_id, allow_negative, balance)
        SELECT v.id, v.kind, v.owner_id, v.allow_negative, CASE WHEN v.allow_negative THEN v.delta ELSE greatest(v.delta, 0) END
        FROM v
        WHERE EXISTS (SELECT 1 FROM t)
          AND (v.allow_negative OR v.delta >= 0 OR (SELECT count(*) FROM ${ledgerAccounts} x WHERE x.id = v.id) > 0)
        ORDER BY v.n
        ON CONFLICT (id) DO UPDATE
          SET balance = acc.balance + (SELECT v.delta FROM v WHERE v.id = excluded.id), updated_at = now()
          WHERE acc.allow_negative OR acc.balance + (SELECT v.delta FROM v WHERE v.id = excluded.id) >= 0
        RETURNING acc.id, acc.balance::text AS balance
      ), e AS (
        INSERT INTO ${ledgerEntries} (transaction_id, account_id, amount)
        SELECT t.id, x.account_id, x.amount FROM t
        CROSS JOIN unnest(${list(entries.map((e) => e.account.id))}::text[], ${list(entries.map((e) => e.amount))}::bigint[])
          AS x(account_id, amount)
        -- Only when every delta was applied (a refused one rolls the caller back anyway).
        WHERE (SELECT count(*) FROM a) = ${sorted.length}
      )
      SELECT (SELECT id FROM t) AS transaction_id, a.id, a.balance FROM (SELECT 1) one LEFT JOIN a ON true`,
      )
      .catch((err: unknown) => {
        // A race the guard cannot see (it should not happen): the CHECK constraint refused it.
        const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? err;
        const code = (cause as { code?: string }).code;
        if (code === '23514' && (cause as { constraint?: string }).constraint === 'ledger_accounts_balance_check') {
          const debited = sorted.find((a) => !a.allowNegative && a.delta < 0);
          throw new InsufficientFundsError(debited?.id ?? 'unknown');
        }
        throw err;
      })) as unknown as { rows: { transaction_id: string | null; id: string | null; balance: string | null }[] };

    const transactionId = rows[0]?.transaction_id;
    if (!transactionId) {
      const [existing] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, input.key));
      return { transactionId: existing!.id, replayed: true, balances: new Map() };
    }
    const balances = new Map<string, number>();
    for (const r of rows) if (r.id !== null) balances.set(r.id, Number(r.balance));
    const refused = sorted.find((a) => !balances.has(a.id));
    if (refused) throw new InsufficientFundsError(refused.id);
    return { transactionId, replayed: false, balances };
  }

  /** Posts the mirror image of a transaction (refunds): every entry negated, under its own key. */
  async function reverse(tx: Tx, transactionId: string, key: string, kind = 'reversal'): Promise<PostResult> {
    const rows = await tx
      .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount, account: ledgerAccounts })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, transactionId));
    return post(tx, {
      key,
      kind,
      reversalOf: transactionId,
      entries: rows.map((r) => ({
        account: {
          id: r.account.id,
          kind: r.account.kind,
          ownerId: r.account.ownerId,
          allowNegative: r.account.allowNegative,
        },
        amount: -Number(r.amount),
      })),
    });
  }

  return {
    post,
    reverse,

    /** Posts in a transaction of its own. */
    postNow: (input: PostInput) => db.transaction((tx) => post(tx, input)),

    /** An account's balance; `platform_revenue` answers the platform's revenue (every shard). */
    async balance(accountId: string, executor: Db | Tx = db): Promise<number> {
      const ids = accountId === PLATFORM_ACCOUNT ? platformAccountIds : [accountId];
      const [row] = await executor
        .select({ balance: sql<string | null>`sum(${ledgerAccounts.balance})::text` })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids));
      return row?.balance ? Number(row.balance) : 0;
    },

    /** Balances of several accounts; `platform_revenue` answers the sum of the platform's shards. */
    async balances(accountIds: string[]): Promise<Map<string, number>> {
      const result = new Map(accountIds.map((id) => [id, 0]));
      if (!accountIds.length) return result;
      const wanted = accountIds.includes(PLATFORM_ACCOUNT) ? [...accountIds, ...platformAccountIds] : accountIds;
      const rows = await db
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...new Set(wanted)]));
      for (const r of rows) {
        const shard = r.id === PLATFORM_ACCOUNT || r.id.startsWith(`${PLATFORM_ACCOUNT}:`);
        if (shard && accountIds.includes(PLATFORM_ACCOUNT))
          result.set(PLATFORM_ACCOUNT, (result.get(PLATFORM_ACCOUNT) ?? 0) + Number(r.balance));
        if (result.has(r.id) && r.id !== PLATFORM_ACCOUNT) result.set(r.id, Number(r.balance));
      }
      return result;
    },

    /**
     * Proves the books: every stored balance equals the sum of its entries, every transaction sums to
     * zero, the whole ledger sums to zero, no spendable balance is negative, and payout clearing equals
     * the open payout requests.
     */
    async reconcile() {
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
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
