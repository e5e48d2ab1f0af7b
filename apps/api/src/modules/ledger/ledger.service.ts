import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';
import { reconcileLedger } from './ledger.reconcile.js';
import {
  InsufficientFundsError,
  postingCtes,
  postingRefusal,
  postingValues,
  type AccountRef,
  type PostInput,
} from './posting.js';

export {
  InsufficientFundsError,
  postingCtes,
  postingRefusal,
  postingValues,
  type AccountRef,
  type EntryInput,
  type PostInput,
} from './posting.js';

/** A database transaction handle (what `db.transaction` passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** An account of one kind per owner (`<kind>:<ownerId>`), or of none (`<kind>:<name>`, no owner). */
const accountOf =
  (kind: AccountRef['kind'], allowNegative: boolean, owned = true) =>
  (key: string): AccountRef => ({ id: `${kind}:${key}`, kind, ownerId: owned ? key : null, allowNegative });

/** The accounts of business-rules "Money". Only clearing and revenue accounts may go below zero. */
export const ledgerAccount = {
  wallet: accountOf('wallet', false),
  pending: accountOf('earnings_pending', false),
  earnings: accountOf('earnings', false),
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
  gateway: accountOf('gateway_clearing', true, false),
  /**
   * What a fan owes after a chargeback or refund of tokens already spent (CCBill, issue #20): at or
   * below zero; the wallet's next credits pay it back before it can be spent again.
   */
  debt: accountOf('wallet_debt', true),
  payoutClearing: (): AccountRef => ({
    id: 'payout_clearing',
    kind: 'payout_clearing',
    ownerId: null,
    allowNegative: false,
  }),
};

export interface PostResult {
  transactionId: string;
  /** True when the key had already been posted: nothing moved this time. */
  replayed: boolean;
  /** Balance of each account after this transaction (only when not replayed). */
  balances: Map<string, number>;
}

/** Splits gross into the platform's commission and the creator's net, rounding in the creator's favour. */
export function splitCommission(grossMinor: number, rate: number) {
  const basisPoints = Math.round(rate * 10_000);
  const commission = Math.floor((grossMinor * basisPoints) / 10_000);
  return { commission, net: grossMinor - commission };
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
    // One statement (one round trip) claims the key and, only if it was free, creates missing
    // accounts, applies every delta and appends the entries (`posting.ts`). A delta that would take
    // a spendable account below zero fails the statement, and the caller's transaction rolls back.
    const values = postingValues(input, newId());
    const { rows } = (await tx
      .execute(
        sql`WITH ${postingCtes({ when: sql`true`, replay: 'skip', value: (name) => sql.param(values[name]) })}
      SELECT (SELECT id FROM lt) AS transaction_id, la.id, la.balance FROM (SELECT 1) one LEFT JOIN la ON true`,
      )
      .catch((err: unknown) => {
        const refusal = postingRefusal(err, input);
        throw refusal instanceof InsufficientFundsError ? refusal : err;
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

    /** Proves the books (`ledger.reconcile.ts`). */
    reconcile: () => reconcileLedger(db),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
