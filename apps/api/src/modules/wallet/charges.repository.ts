/**
 * The wallet's tables: charges (token transactions, contract 4.19) and the entitlements
 * (`purchases`) digital charges grant. Writes take the caller's transaction, so a charge commits
 * with its ledger posting.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { chargeQuerySchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { purchases, tokenTransactions } from '../../db/schema/index.js';
import { createdWithin, pageOf, sortOf } from '../../db/paging.js';
import { slot, statement } from '../../db/statements.js';
import type { Tx } from '../ledger/ledger.service.js';
import { rowWhere } from '../shared-repo/rows.js';

export type TokenTransactionRow = typeof tokenTransactions.$inferSelect;
export type NewTokenTransaction = typeof tokenTransactions.$inferInsert;

/** A charges list's filters, sort and page (contract 1.3 and its type, status and creator). */
export type ChargeQuery = z.output<typeof chargeQuerySchema>;

/**
 * Records a wallet charge (a Token Transaction, contract 4.19) that another module's verb posted to
 * the ledger in the same transaction, e.g. one minute of a private show. The fan sees it in
 * `GET /wallet/charges/search` like every other charge.
 */
export async function recordCharge(tx: Tx, values: NewTokenTransaction) {
  const [row] = await tx.insert(tokenTransactions).values(values).returning();
  return row!;
}

/** Marks a successful charge refunded; null when it is missing or not successful (refunded already). */
export async function markChargeRefunded(tx: Tx, chargeId: string): Promise<TokenTransactionRow | null> {
  const [row] = await tx
    .update(tokenTransactions)
    .set({ status: 'refunded' })
    .where(and(eq(tokenTransactions.id, chargeId), eq(tokenTransactions.status, 'success')))
    .returning();
  return row ?? null;
}

interface Entitlement {
  userId: string;
  target: string;
  targetId: string;
}

const entitlementIs = (e: Entitlement) =>
  and(eq(purchases.userId, e.userId), eq(purchases.target, e.target), eq(purchases.targetId, e.targetId));

/** Withdraws the fan's entitlement to one item (a refunded digital charge). */
export async function withdrawEntitlement(tx: Tx, entitlement: Entitlement): Promise<void> {
  await tx.delete(purchases).where(entitlementIs(entitlement));
}

/** Whether the fan holds an entitlement to one item (a stream's is its session). */
export async function hasEntitlement(db: Db, entitlement: Entitlement): Promise<boolean> {
  const [row] = await db.select({ id: purchases.targetId }).from(purchases).where(entitlementIs(entitlement)).limit(1);
  return !!row;
}

/** One fan's charges, or (userId null: the console) everyone's, filtered, sorted and paged. */
export function searchCharges(db: Db, userId: string | null, query: ChargeQuery) {
  const where: (SQL | undefined)[] = [userId === null ? undefined : eq(tokenTransactions.userId, userId)];
  if (query.type) where.push(eq(tokenTransactions.type, query.type));
  if (query.status) where.push(eq(tokenTransactions.status, query.status as 'success'));
  if (query.performerId) where.push(eq(tokenTransactions.performerId, query.performerId));
  where.push(...createdWithin(query, tokenTransactions.createdAt));
  return pageOf(
    db,
    tokenTransactions,
    where,
    sortOf(
      query,
      { createdAt: tokenTransactions.createdAt, totalPrice: tokenTransactions.totalPriceMinor },
      tokenTransactions.createdAt,
      tokenTransactions.id,
    ),
    query,
  );
}

/** One of the fan's own charges, or null. */
export async function ownCharge(db: Db, userId: string, chargeId: string): Promise<TokenTransactionRow | null> {
  return rowWhere(db, tokenTransactions, and(eq(tokenTransactions.id, chargeId), eq(tokenTransactions.userId, userId)));
}

/** The charges with these ids (in no particular order). */
export function chargesByIds(db: Db, ids: string[]): Promise<TokenTransactionRow[]> {
  return db.select().from(tokenTransactions).where(inArray(tokenTransactions.id, ids));
}

/** The items among `targetIds` (of kind `target`) the user bought. */
export async function boughtAmong(db: Db, userId: string, target: string, targetIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ targetId: purchases.targetId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.target, target), inArray(purchases.targetId, targetIds)));
  return rows.map((b) => b.targetId);
}

/** The charge a ledger transaction recorded (a replayed tip's), read in the caller's transaction. */
export async function chargeByLedgerTransaction(tx: Tx, ledgerTransactionId: string): Promise<TokenTransactionRow> {
  const [row] = await tx
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.ledgerTransactionId, ledgerTransactionId));
  return row!;
}

/** What the digital purchase statement answers (see `digitalPurchaseStatement`). */
export type DigitalPurchaseRow = { current: boolean; entitled: number; balance: string | null; created: number | null };

/**
 * The statement that buys a digital item, built once per shape (`db/statements.ts`, only its values
 * change): `guard` (true when the item is still for sale as read), the entitlement row in
 * `purchases` (only when new), then `recordCtes(when)` (the ledger posting and the earning, posted
 * only when the entitlement was new; its `lt` and `la` CTEs) and the charge record. Its placeholders
 * are the guard's and the earning's, and `viewer`, `target`, `entitlement`, `id`, `performer`,
 * `item`, `session`, `type`, `products` (JSON), `price` and `wallet` (the fan's wallet account).
 */
export function digitalPurchaseStatement(db: Db, guard: SQL, recordCtes: (when: SQL) => SQL) {
  return statement<DigitalPurchaseRow>(
    db,
    sql`
      WITH g AS (SELECT ${guard} AS ok), pu AS (
        INSERT INTO ${purchases} (user_id, target, target_id)
        SELECT ${slot('viewer')}, ${slot('target')}, ${slot('entitlement')} FROM g WHERE g.ok
        ON CONFLICT DO NOTHING
        RETURNING 1
      ), ${recordCtes(sql`EXISTS (SELECT 1 FROM pu)`)},
      tt AS (
        INSERT INTO ${tokenTransactions} (id, user_id, performer_id, target, target_id, session_id, type, products,
          original_price_minor, total_price_minor, meta, ledger_transaction_id)
        SELECT ${slot('id')}, ${slot('viewer')}, ${slot('performer')}, ${slot('target')}, ${slot('item')},
          ${slot('session')}::text, ${slot('type')}, ${slot('products')}::jsonb, ${slot('price')}::bigint,
          ${slot('price')}::bigint, '{}'::jsonb, lt.id
        FROM lt
        RETURNING (extract(epoch FROM created_at) * 1000)::float8 AS created
      )
      SELECT (SELECT ok FROM g) AS current, (SELECT count(*) FROM pu)::int AS entitled,
        (SELECT balance FROM la WHERE id = ${slot('wallet')}) AS balance, (SELECT created FROM tt) AS created`,
  );
}
