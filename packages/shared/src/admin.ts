import { z } from 'zod';
import { listQuerySchema, optionalBool, optionalText } from './query.js';
import { auditLogSchema } from './staff.js';

/** The operators' API (issue #18): shapes shared by the API's schemas and the console. */

export const ADMIN_MESSAGES = {
  notHideable: 'An account cannot be hidden; dismiss the report or act on the account',
  alreadyResolved: 'This report has been resolved already',
  creatorNotStaff: 'A creator account cannot be given a staff role',
  ownRole: 'You cannot change your own role or status',
} as const;

export const adminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  role: z.string(),
  isPerformer: z.boolean(),
  status: z.string(),
  verifiedEmail: z.boolean(),
  suspendedUntil: z.string().nullable(),
  verifiedDocument: z.boolean().nullable(),
  isFeatured: z.boolean().nullable(),
  commission: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserQuerySchema = listQuerySchema.extend({
  role: optionalText,
  status: optionalText,
  verifiedDocument: optionalBool,
});

export const adminDocumentSchema = z.object({
  kind: z.enum(['idVerification', 'documentVerification']),
  url: z.string(),
  mimeType: z.string(),
});

/** An account's non-money parts (GET /admin/users/{id}, `users` permission: admins and moderators). */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  documents: z.array(adminDocumentSchema),
  actions: z.array(auditLogSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * An account's money parts (GET /admin/users/{id}/money, `money` permission: admins and finance):
 * balances, its latest ledger lines, payout requests and orders (bought or sold). Amounts in tokens.
 */
export const adminAccountMoneySchema = z.object({
  user: adminUserSchema,
  walletBalance: z.number(),
  /** What the fan owes after a chargeback of tokens already spent (0 or less; CCBill, issue #20). */
  walletDebt: z.number(),
  /** A creator's earnings; null for other accounts. */
  earnings: z.object({ onHold: z.number(), withdrawable: z.number() }).nullable(),
  ledgerLines: z.array(
    z.object({
      _id: z.string(),
      transactionId: z.string(),
      /** The ledger transaction's kind (purchase, refund, payout, adjustment...). */
      kind: z.string(),
      /** Which of the account's balances moved: wallet, earnings_pending or earnings. */
      account: z.string(),
      amount: z.number(),
      createdAt: z.string(),
    }),
  ),
  payouts: z.array(
    z.object({
      _id: z.string(),
      status: z.string(),
      tokens: z.number(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      side: z.enum(['bought', 'sold']),
      total: z.number(),
      deliveryStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminAccountMoney = z.infer<typeof adminAccountMoneySchema>;

export const adminUserUpdateSchema = z.object({
  status: z.enum(['active', 'inactive']).optional(),
  verifiedEmail: z.boolean().optional(),
  role: z.enum(['user', 'admin', 'moderator', 'finance']).optional(),
  /** Suspend for this many days (with `status: inactive`); absent: until lifted. */
  suspendDays: z.number().int().min(1).max(3650).optional(),
  reason: z.string().max(2000).optional(),
});

export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export const REPORT_ACTIONS = ['dismiss', 'hide', 'warn', 'suspend'] as const;

const personSchema = z.object({ _id: z.string(), name: z.string(), username: z.string(), status: z.string() });

export const adminReportSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  target: z.string(),
  targetId: z.string(),
  performerId: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.string().nullable(),
  note: z.string(),
  reviewerName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  reporter: personSchema.nullable(),
  reported: personSchema.nullable(),
  /** The reported content: a post's text and thumbnail, another item's title; its status (`hidden` once hidden). */
  preview: z.object({ text: z.string(), thumbnail: z.string().nullable(), status: z.string() }).nullable(),
  /** Earlier staff actions on the reported account, newest first. */
  earlierActions: z.array(z.object({ action: z.string(), reason: z.string(), createdAt: z.string() })),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportQuerySchema = listQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).optional(),
  target: optionalText,
});

export const reportResolveSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  note: z.string().trim().max(2000).default(''),
  days: z.number().int().min(1).max(3650).optional(),
});
export type ReportResolve = z.infer<typeof reportResolveSchema>;

/** The top bar's count and the queue's tabs: what waits for a decision the caller may take. */
/** What waits for a decision the caller's role may take (0 for what it may not). */
export const queueSummarySchema = z.object({
  reports: z.number(),
  documents: z.number(),
  /** Payout requests waiting for approval or payment (money). */
  payouts: z.number(),
  /** Refund requests waiting for a decision (money). */
  refunds: z.number(),
  total: z.number(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

const countsSchema = z.object({ total: z.number(), new: z.number() });
export const adminStatisticsSchema = z.object({
  users: countsSchema.extend({ active: z.number() }),
  creators: countsSchema.extend({ awaitingReview: z.number() }),
  subscriptions: z.object({ active: z.number(), mrr: z.number() }),
  openReports: z.number(),
  /** Money in the site currency, from the ledger; null for roles without the money permission. */
  money: z
    .object({
      grossSales: z.number(),
      platformRevenue: z.number(),
      owedToCreators: z.object({ onHold: z.number(), withdrawable: z.number() }),
      payoutsDue: z.number(),
    })
    .nullable(),
  days: z.array(
    z.object({ date: z.string(), signups: z.number(), grossSales: z.number(), platformRevenue: z.number() }),
  ),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;
