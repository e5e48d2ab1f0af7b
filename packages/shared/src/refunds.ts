import { z } from 'zod';
import { listQuerySchema } from './query.js';

/**
 * Refund requests (issue #18): a fan asks for a wallet charge back with a reason; finance staff
 * refund it (the wallet's refund: the earning reversed, the entitlement withdrawn) or reject it.
 */
export const REFUND_REQUEST_STATUSES = ['pending', 'refunded', 'rejected'] as const;

export const refundRequestInputSchema = z.object({
  reason: z.string().trim().min(3, 'reason: at least 3 characters').max(1000, 'reason: at most 1000 characters'),
});

const personSchema = z.object({ _id: z.string(), name: z.string(), username: z.string() });

export const refundRequestSchema = z.object({
  _id: z.string(),
  chargeId: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  reason: z.string(),
  note: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** One request in the review queue, with its context: the charge, the fan, the creator, the fan's history. */
export const adminRefundRequestSchema = refundRequestSchema.extend({
  fan: personSchema.nullable(),
  creator: personSchema.nullable(),
  charge: z.object({
    type: z.string(),
    target: z.string(),
    targetId: z.string(),
    /** What the fan paid, in tokens. */
    total: z.number(),
    status: z.string(),
    createdAt: z.string(),
  }),
  /** The fan's earlier refund requests, and how many were refunded. */
  fanHistory: z.object({ requests: z.number(), refunded: z.number() }),
  reviewerName: z.string().nullable(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

export const adminRefundQuerySchema = listQuerySchema.extend({
  status: z.enum(REFUND_REQUEST_STATUSES).optional(),
});

export const refundDecisionSchema = z.object({
  action: z.enum(['refund', 'reject']),
  note: z.string().trim().max(1000).default(''),
});
export type RefundDecision = z.infer<typeof refundDecisionSchema>;

export const REFUND_MESSAGES = {
  notRefundable: 'Only a successful charge can be refunded',
  alreadyAsked: 'A refund of this charge is already waiting for review',
  alreadyDecided: 'This refund request has already been decided',
} as const;
