/**
 * The refund requests table: a fan's request for a charge back, its review queue and the decision
 * (written in the wallet refund's transaction when the charge is refunded).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { refundRequests } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';
import { rowWhere, updatedAny } from '../shared-repo/rows.js';

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type RefundStatus = RefundRequestRow['status'];

/** Opens a request for a charge; null when one is open for it already. */
export async function insertRefundRequest(
  db: Db,
  values: { chargeId: string; userId: string; performerId: string; reason: string },
): Promise<RefundRequestRow | null> {
  const [row] = await db.insert(refundRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The fan's own requests, newest first (100 at most). */
export function refundRequestsOf(db: Db, userId: string): Promise<RefundRequestRow[]> {
  return db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.createdAt))
    .limit(100);
}

/** A page of the queue (all, or those with a status), newest first, and the total. */
export async function searchRefundRequests(
  db: Db,
  query: { status?: RefundStatus; limit: number; offset: number },
): Promise<{ rows: RefundRequestRow[]; total: number }> {
  const where = query.status ? eq(refundRequests.status, query.status) : undefined;
  return pageOf(db, refundRequests, [where], [desc(refundRequests.createdAt), desc(refundRequests.id)], query);
}

/** How many requests have the status. */
export function countRefundRequests(db: Db, status: RefundStatus): Promise<number> {
  return db.$count(refundRequests, eq(refundRequests.status, status));
}

/** One request by id, or null. */
export async function refundRequestById(db: Db, id: string): Promise<RefundRequestRow | null> {
  return rowWhere(db, refundRequests, eq(refundRequests.id, id));
}

/** Decides a request if it is still pending (in the refund's transaction when given); false when it is not. */
export async function decideRefundRequest(
  q: Db | Tx,
  id: string,
  decision: { status: 'refunded' | 'rejected'; note: string; reviewerId: string | null },
): Promise<boolean> {
  const pending = and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending'));
  return updatedAny(q, refundRequests, refundRequests.id, pending, { ...decision, decidedAt: new Date() });
}

/** Per fan: how many requests they made and how many were refunded. */
export function refundHistoryOf(
  db: Db,
  userIds: string[],
): Promise<{ userId: string; requests: number; refunded: number }[]> {
  return db
    .select({
      userId: refundRequests.userId,
      requests: count(),
      refunded: sql<number>`count(*) filter (where ${refundRequests.status} = 'refunded')`.mapWith(Number),
    })
    .from(refundRequests)
    .where(inArray(refundRequests.userId, userIds))
    .groupBy(refundRequests.userId);
}
