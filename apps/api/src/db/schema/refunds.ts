import { sql } from 'drizzle-orm';
import { index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, tableWithId, timestamps, ts } from './columns.js';
import { tokenTransactions } from './money.js';
import { userRef } from './refs.js';

/**
 * A fan's request to get a wallet charge back (issue #18): it waits in the review queue until
 * finance refunds the charge (through the wallet's own refund) or rejects the request. One open
 * request per charge.
 */
export const refundRequests = tableWithId(
  'refund_requests',
  {
    chargeId: cascadeRef('charge_id', () => tokenTransactions.id),
    userId: userRef('user_id'),
    performerId: text('performer_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'refunded', 'rejected'] })
      .notNull()
      .default('pending'),
    /** What the reviewer told the fan. */
    note: text('note').notNull().default(''),
    reviewerId: text('reviewer_id'),
    decidedAt: ts('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('refund_requests_open_key')
      .on(t.chargeId)
      .where(sql`${t.status} = 'pending'`),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_user_idx').on(t.userId, t.createdAt),
  ],
);
