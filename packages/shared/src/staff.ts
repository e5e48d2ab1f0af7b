import { z } from 'zod';
import { listQuerySchema, optionalText } from './query.js';

/** An entry of the append-only audit log (GET /admin/audit-logs). */
export const auditLogSchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogQuerySchema = listQuerySchema.extend({
  actorId: optionalText,
  action: optionalText,
  targetType: optionalText,
  targetId: optionalText,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** A mail of the local outbox (GET /admin/mail/outbox), kept when no SMTP server is configured. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
/** One outbox mail with its bodies (GET /admin/mail/outbox/{id}). */
export const outboxMailDetailSchema = outboxMailSchema.extend({ text: z.string(), html: z.string() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;

/** Content an operator can moderate from the console's Content section (issue #18). */
export const MODERATED_TYPES = ['feed', 'video', 'gallery', 'product', 'reel', 'comment'] as const;
export type ModeratedType = (typeof MODERATED_TYPES)[number];

/** One item in GET /admin/content/search: posts, videos, galleries, products, reels, comments, every status (`hidden` while staff hide it). */
export const adminContentSchema = z.object({
  _id: z.string(),
  type: z.enum(MODERATED_TYPES),
  /** The title, or the start of the text for posts and comments. */
  title: z.string(),
  /** The creator (or, for a comment, its author). */
  ownerId: z.string(),
  ownerName: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminContent = z.infer<typeof adminContentSchema>;

export const adminContentQuerySchema = listQuerySchema.extend({
  type: z.enum(MODERATED_TYPES).default('feed'),
  status: optionalText,
  ownerId: optionalText,
});

/** Why a moderator hides, restores or deletes something: kept in the audit log. */
export const moderationReasonSchema = z.object({
  reason: z.string().trim().min(1, 'reason: required').max(500, 'reason: at most 500 characters'),
});
export type ModerationReason = z.infer<typeof moderationReasonSchema>;

/**
 * A balance correction (POST /admin/ledger/adjustments, finance and admins): the only way an
 * operator changes a balance. It posts a ledger transaction between the account and the platform.
 */
export const ledgerAdjustmentSchema = z.object({
  userId: z.string().regex(/^[0-9a-f]{24}$/, 'userId: an account id'),
  /** A fan's wallet, or a creator's withdrawable earnings. */
  account: z.enum(['wallet', 'earnings']),
  direction: z.enum(['credit', 'debit']),
  amount: z.coerce
    .number({ error: 'amount: a number' })
    .positive('amount: more than 0')
    .max(1_000_000, 'amount: at most 1000000')
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), 'amount: at most 2 decimals'),
  reason: z.string().trim().min(3, 'reason: at least 3 characters').max(500, 'reason: at most 500 characters'),
  /** Sent again with the same key, the adjustment is made once. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type LedgerAdjustment = z.infer<typeof ledgerAdjustmentSchema>;
export const ledgerAdjustmentResultSchema = z.object({
  transactionId: z.string(),
  replayed: z.boolean(),
  /** The account's balance after the adjustment (wire units). */
  balance: z.number().nullable(),
});
export const LEDGER_ADJUST_MESSAGES = {
  belowZero: 'The balance cannot go below zero',
  notCreator: 'Only creators have earnings',
} as const;
