/**
 * The wallet's tables: charges (token transactions, contract 4.19) and the entitlements
 * (`purchases`) digital charges grant. Writes take the caller's transaction, so a charge commits
 * with its ledger posting.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchases, tokenTransactions } from '../../db/schema/index.js';
import { createdWithin, pageOf, sortOf } from '../../db/paging.js';
import type { Tx } from '../ledger/ledger.service.js';

export type TokenTransactionRow = typeof tokenTransactions.$inferSelect;
export type NewTokenTransaction = typeof tokenTransactions.$inferInsert;

export interface ChargeQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  type?: string;
  status?: string;
  performerId?: string;
  fromDate?: string;
  toDate?: string;
}

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

/** The items among `targetIds` (of kind `target`) the user bought. */
export async function boughtAmong(db: Db, userId: string, target: string, targetIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ targetId: purchases.targetId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.target, target), inArray(purchases.targetId, targetIds)));
  return rows.map((b) => b.targetId);
}
