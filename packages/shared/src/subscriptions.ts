import { z } from 'zod';
import { listQuerySchema, optionalText } from './query.js';
import { performerSearchItemSchema, publicUserSchema } from './profiles.js';
import { paymentTransactionSchema, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from './wallet.js';

/** Subscriptions and earnings on the wire (contract.md 3.5, 4.16, 4.17); amounts in units. */

// ---------- subscriptions ----------
export const subscribeInputSchema = z.object({
  performerId: z.string({ error: 'performerId is required' }).min(1, 'performerId is required').max(120),
  type: z.preprocess((v) => (v === undefined || v === '' ? 'yearly' : v), z.enum(SUBSCRIPTION_TYPES)),
  /** Pay by a saved card (its `token`) through the gateway's recurring billing instead of the wallet. */
  cardId: z.string().max(255).optional(),
  paymentGateway: z.string().optional(),
  method: z.enum(['wallet', 'card']).optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const subscriptionSchema = z.object({
  _id: z.string(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  userId: z.string(),
  userInfo: publicUserSchema.nullable().optional(),
  performerId: z.string(),
  performerInfo: performerSearchItemSchema.nullable().optional(),
  subscriptionId: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentGateway: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  usedFreeSubscription: z.boolean(),
  price: z.number(),
  startRecurringDate: z.string().nullable(),
  nextRecurringDate: z.string().nullable(),
  expiredAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionQuerySchema = listQuerySchema.extend({
  performerId: optionalText,
  userId: optionalText,
  userIds: optionalText,
  subscriptionType: optionalText,
  status: optionalText,
});

/** Answer of `POST /payment/subscribe/performers`. */
export const subscribeResultSchema = paymentTransactionSchema.extend({ subscription: subscriptionSchema.nullable() });

// ---------- earnings ----------
export const earningSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userInfo: publicUserSchema.nullable().optional(),
  transactionId: z.string(),
  performerId: z.string(),
  sourceType: z.string(),
  type: z.string(),
  grossPrice: z.number(),
  netPrice: z.number(),
  /** The rate (0.2 = 20 %), as contract 4.20 says; `commission` is the amount. */
  siteCommission: z.number(),
  commission: z.number(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  paymentGateway: z.string(),
  isToken: z.boolean(),
  releaseAt: z.string(),
  isReleased: z.boolean(),
  isRefunded: z.boolean(),
  createdAt: z.string(),
});
export type Earning = z.infer<typeof earningSchema>;

export const earningQuerySchema = listQuerySchema.extend({
  type: optionalText,
  sourceType: optionalText,
  isToken: optionalText,
  isPaid: optionalText,
  /** Stats only: also answer a series by day. */
  groupBy: z.enum(['day']).optional(),
});

export const earningStatsSchema = z.object({
  totalGrossPrice: z.number(),
  totalNetPrice: z.number(),
  totalSiteCommission: z.number(),
  /** Net still on hold, and net already withdrawable (units). */
  pendingNetPrice: z.number(),
  withdrawableNetPrice: z.number(),
  byType: z.array(z.object({ type: z.string(), gross: z.number(), net: z.number(), commission: z.number() })),
  series: z.array(z.object({ date: z.string(), gross: z.number(), net: z.number(), commission: z.number() })),
});
export type EarningStats = z.infer<typeof earningStatsSchema>;

/** The fan's wallet as `GET /wallet/balance` answers it. */
export const walletBalanceSchema = z.object({ balance: z.number() });
