/** Refund requests as the back office counts them. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refundRequests } from '../../db/schema/index.js';

/** Refund requests waiting for staff. */
export function countPendingRefundRequests(db: Db): Promise<number> {
  return db.$count(refundRequests, eq(refundRequests.status, 'pending'));
}
