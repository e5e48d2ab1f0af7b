/**
 * The payout requests table. Writes that move money take the caller's transaction, so the row
 * commits with its ledger posting (and its audit entry).
 */
import { and, eq, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { adminPayoutQuerySchema, PayoutStatus } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { dateRangeOf, pageOf, sortOf } from '../../db/paging.js';
import { payoutRequests } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';

export type PayoutRow = typeof payoutRequests.$inferSelect;
export type NewPayout = typeof payoutRequests.$inferInsert;

/** The filters of both payout lists, the creator's and the operators'. */
export type PayoutListQuery = z.infer<typeof adminPayoutQuerySchema>;

/** The one request `where` selects, or null (read in the caller's transaction when given). */
async function onePayout(q: Db | Tx, where: SQL | undefined): Promise<PayoutRow | null> {
  const [row] = await q.select().from(payoutRequests).where(where);
  return row ?? null;
}

/** One request by id, or null. */
export const payoutById = (q: Db | Tx, id: string) => onePayout(q, eq(payoutRequests.id, id));

/** One of the creator's own requests, or null. */
export const ownPayout = (q: Db | Tx, performerId: string, id: string) =>
  onePayout(q, and(eq(payoutRequests.id, id), eq(payoutRequests.performerId, performerId)));

/** The creator's request made under an idempotency key, or null. */
export const payoutByIdempotencyKey = (db: Db, performerId: string, key: string) =>
  onePayout(db, and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.idempotencyKey, key)));

/** A request locked for update in the caller's transaction (orders concurrent changes), or null. */
export async function lockPayout(tx: Tx, id: string): Promise<PayoutRow | null> {
  const [row] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for('update');
  return row ?? null;
}

/** The creator's requests with the status (or one of the statuses). */
const creatorsWith = (performerId: string, status: PayoutStatus | PayoutStatus[]) =>
  and(
    eq(payoutRequests.performerId, performerId),
    Array.isArray(status) ? inArray(payoutRequests.status, status) : eq(payoutRequests.status, status),
  );

/** How many of the creator's requests have the status (or one of the statuses). */
export function countPayouts(db: Db, performerId: string, status: PayoutStatus | PayoutStatus[]): Promise<number> {
  return db.$count(payoutRequests, creatorsWith(performerId, status));
}

/** The tokens (minor units) of the creator's requests with the status (or one of the statuses). */
export async function sumPayoutTokens(
  db: Db,
  performerId: string,
  status: PayoutStatus | PayoutStatus[],
): Promise<number> {
  const [row] = await db
    .select({ total: sum(payoutRequests.requestTokensMinor) })
    .from(payoutRequests)
    .where(creatorsWith(performerId, status));
  return Number(row?.total ?? 0);
}

/** Another open (pending or approved) request of the creator than `exceptId`, or null. */
export async function otherOpenPayout(tx: Tx, performerId: string, exceptId: string): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: payoutRequests.id })
    .from(payoutRequests)
    .where(and(creatorsWith(performerId, ['pending', 'approved']), ne(payoutRequests.id, exceptId)));
  return row ?? null;
}

/** Writes a new request, in the transaction that holds its tokens. */
export async function insertPayout(tx: Tx, values: NewPayout): Promise<PayoutRow> {
  const [row] = await tx.insert(payoutRequests).values(values).returning();
  return row!;
}

/** Changes the request `where` selects, if any; the request after, or null. */
async function changePayout(tx: Tx, where: SQL | undefined, values: Partial<NewPayout>): Promise<PayoutRow | null> {
  const [row] = await tx.update(payoutRequests).set(values).where(where).returning();
  return row ?? null;
}

/** Changes a request, in the transaction that moves its money; the request after. */
export async function updatePayout(tx: Tx, id: string, values: Partial<NewPayout>): Promise<PayoutRow> {
  return (await changePayout(tx, eq(payoutRequests.id, id), values))!;
}

/** Cancels a request if it is still pending; null when it is not. */
export const cancelPendingPayout = (tx: Tx, id: string) =>
  changePayout(tx, and(eq(payoutRequests.id, id), eq(payoutRequests.status, 'pending')), {
    status: 'cancelled',
    updatedAt: new Date(),
  });

/** Moves a request to its next revision if it is still at `revision` (a refused transfer's key is spent). */
export async function bumpPayoutRevision(db: Db, id: string, revision: number): Promise<void> {
  await db
    .update(payoutRequests)
    .set({ revision: sql`${payoutRequests.revision} + 1` })
    .where(and(eq(payoutRequests.id, id), eq(payoutRequests.revision, revision)));
}

/** Requests filtered by creator, status, method and creation date, sorted and paged. */
export function searchPayouts(db: Db, query: PayoutListQuery): Promise<{ rows: PayoutRow[]; total: number }> {
  return pageOf(
    db,
    payoutRequests,
    [
      query.performerId ? eq(payoutRequests.performerId, query.performerId) : undefined,
      query.status ? eq(payoutRequests.status, query.status as PayoutStatus) : undefined,
      query.paymentAccountType ? eq(payoutRequests.paymentAccountType, query.paymentAccountType) : undefined,
      dateRangeOf(query, payoutRequests.createdAt),
    ],
    sortOf(
      query,
      {
        createdAt: payoutRequests.createdAt,
        updatedAt: payoutRequests.updatedAt,
        requestTokens: payoutRequests.requestTokensMinor,
      },
      payoutRequests.createdAt,
      payoutRequests.id,
    ),
    query,
  );
}
