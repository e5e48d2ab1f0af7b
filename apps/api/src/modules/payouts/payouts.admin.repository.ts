/** Payout requests as the back office counts and lists them across creators. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payoutRequests } from '../../db/schema/index.js';

export type PayoutRequestRow = typeof payoutRequests.$inferSelect;

/** Payout requests waiting for staff: pending or approved. */
export function countOpenPayoutRequests(db: Db): Promise<number> {
  return db.$count(payoutRequests, inArray(payoutRequests.status, ['pending', 'approved']));
}

/** A creator's latest `limit` payout requests, the newest first. */
export function latestPayoutRequests(db: Db, performerId: string, limit: number): Promise<PayoutRequestRow[]> {
  return db
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.performerId, performerId))
    .orderBy(desc(payoutRequests.createdAt))
    .limit(limit);
}
