import { z } from 'zod';
import { listQuerySchema, optionalText } from './query.js';
import { performerSearchItemSchema } from './profiles.js';

/**
 * The money contract (contract.md 3.5, 3.15, 3.19, 3.20, 4.16-4.20): wallet, gateways, charges,
 * subscriptions and earnings. Amounts are integers in minor units inside the server; on the wire
 * they are JSON numbers in units (2.95), as the spec's client expects.
 */

export const PAYMENT_GATEWAYS = ['sandbox', 'stripe', 'ccbill'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const SUBSCRIPTION_TYPES = ['monthly', 'yearly', 'free'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const SUBSCRIPTION_STATUSES = ['created', 'active', 'deactivated'] as const;
/** Days each paid period lasts (business-rules "Subscriptions"). */
export const SUBSCRIPTION_DAYS = { monthly: 30, yearly: 365 } as const;

export const CHARGE_TARGETS = ['feed', 'video', 'gallery', 'product', 'message', 'reel', 'stream'] as const;
export type ChargeTarget = (typeof CHARGE_TARGETS)[number];

export const TOKEN_TRANSACTION_TYPES = [
  'video',
  'product',
  'gallery',
  'tip',
  'feed',
  'message',
  'stream',
  'public_chat',
  'stream_tip',
  'reel',
] as const;
export type TokenTransactionType = (typeof TOKEN_TRANSACTION_TYPES)[number];

export const PAYMENT_TRANSACTION_TYPES = [
  'monthly_subscription',
  'yearly_subscription',
  'free_subscription',
  'token_package',
] as const;
export type PaymentTransactionType = (typeof PAYMENT_TRANSACTION_TYPES)[number];

export const PAYMENT_STATUSES = [
  'created',
  'processing',
  'require_authentication',
  'success',
  'fail',
  'canceled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Earning types of contract 3.5. */
export const EARNING_TYPES = [
  'product',
  'gallery',
  'feed',
  'video',
  'tip',
  'stream_tip',
  'stream',
  'public_chat',
  'message',
  'reel',
  'monthly_subscription',
  'yearly_subscription',
  'free_subscription',
] as const;
export type EarningType = (typeof EARNING_TYPES)[number];

/** Test cards of the built-in sandbox gateway (issue #6). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002500003155',
} as const;

/** Texts people see about money: business-rules and contract.md. */
export const MONEY_MESSAGES = {
  insufficientBalance: 'You have an insufficient wallet balance. Please top up.',
  minTopUp: (amount: number) => `Minimum top up amount is $${amount.toFixed(2)}`,
  maxTopUp: (amount: number) => `Maximum top up amount is $${amount.toFixed(2)}`,
  minTip: (amount: number) => `Minimum tip amount is $${amount.toFixed(2)}`,
  maxTip: (amount: number) => `Maximum tip amount is $${amount.toFixed(2)}`,
  alreadyBought: 'You have already bought this item',
  notForSale: 'This item is not for sale',
  ownItem: 'You cannot buy your own item',
  notEnoughStock: 'Not Enough Stock!',
  freeSubscribedAlready: "You've subscribed for free already!",
  freeTrialUnavailable: 'This creator does not offer a free trial',
  subscribedAlready: 'You are already subscribed to this creator',
  addCard: 'Please add a payment card',
  cardDeclined: 'Your card was declined',
  cardInvalid: 'Card number is not valid',
  cardExpired: 'Your card has expired',
  duplicatedCard: 'Duplicated payment card!',
  gatewayUnavailable: 'This payment method is not available',
  invalidCoupon: 'Invalid coupon code',
  couponExpired: 'Coupon was expired',
  couponLimit: 'Coupon was reached the limit of using',
  couponUsed: 'You used to use this coupon',
  priceOutOfBounds: (min: number, max: number) =>
    `Subscription price must be between $${min.toFixed(2)} and $${max.toFixed(2)}`,
  subscriptionNotFound: 'Subscription not found',
  blocked: 'This creator is not available to you',
  creatorOnly: 'Only creators can receive this payment',
} as const;

/** A money amount on the wire: a positive JSON number with at most 2 decimals. */
export const amountSchema = z.coerce
  .number({ error: 'Amount must be a number' })
  .finite()
  .positive('Amount must be greater than 0')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Amount has at most 2 decimals');

// ---------- token packages ----------
export const tokenPackageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  ordering: z.number().int(),
  price: z.number(),
  tokens: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TokenPackage = z.infer<typeof tokenPackageSchema>;
export const tokenPackageQuerySchema = listQuerySchema.extend({ isActive: optionalText });

// ---------- cards ----------
export const paymentCardSchema = z.object({
  _id: z.string(),
  source: z.literal('user'),
  sourceId: z.string(),
  paymentGateway: z.string(),
  isProduction: z.boolean(),
  customerId: z.string(),
  holderName: z.string(),
  last4Digits: z.string(),
  brand: z.string(),
  month: z.string(),
  year: z.string(),
  token: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

const monthSchema = z.coerce
  .number({ error: 'Expiry month is required' })
  .int()
  .min(1, 'Expiry month must be 1-12')
  .max(12, 'Expiry month must be 1-12');
const yearSchema = z.coerce
  .number({ error: 'Expiry year is required' })
  .int()
  .transform((y) => (y < 100 ? 2000 + y : y))
  .pipe(z.number().min(2000, 'Expiry year is not valid').max(2100, 'Expiry year is not valid'));

/** `POST /sandbox/cards`: the built-in gateway takes the card number itself (test cards only). */
export const sandboxCardInputSchema = z.object({
  number: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number is not valid')),
  month: monthSchema,
  year: yearSchema,
  holderName: z.string().trim().max(100).optional().default(''),
});
export type SandboxCardInput = z.infer<typeof sandboxCardInputSchema>;

/** `POST /stripe/cards`: a Stripe payment method (or source) id made by Stripe.js in the page. */
export const stripeCardInputSchema = z.object({
  token: z.string({ error: 'Card token is required' }).min(3, 'Card token is required').max(255),
  last4Digits: z.coerce.string().max(4).optional().default(''),
  brand: z.string().max(40).optional().default(''),
  month: z.coerce.string().max(2).optional().default(''),
  year: z.coerce.string().max(4).optional().default(''),
  holderName: z.string().trim().max(100).optional().default(''),
});
export type StripeCardInput = z.infer<typeof stripeCardInputSchema>;

// ---------- coupons ----------
export const couponSchema = z.object({ _id: z.string(), code: z.string(), value: z.number() });
export type Coupon = z.infer<typeof couponSchema>;

// ---------- payment transactions (top-ups, card subscriptions) ----------
export const paymentProductSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  productType: z.string(),
  productId: z.string(),
  performerId: z.string().nullable(),
  tokens: z.number().optional(),
});

/** The fan who paid, on the console's money lists (admin searches only; `sourceInfo` of contract 4.18). */
export const moneySourceInfoSchema = z.object({ _id: z.string(), name: z.string(), username: z.string() });
export type MoneySourceInfo = z.infer<typeof moneySourceInfoSchema>;

export const paymentTransactionSchema = z.object({
  _id: z.string(),
  paymentGateway: z.string(),
  source: z.literal('user'),
  sourceId: z.string(),
  sourceInfo: moneySourceInfoSchema.nullable().optional(),
  performerId: z.string().nullable(),
  performerInfo: performerSearchItemSchema.nullable().optional(),
  target: z.string(),
  targetId: z.string().nullable(),
  type: z.string(),
  products: z.array(paymentProductSchema),
  originalPrice: z.number(),
  totalPrice: z.number(),
  couponInfo: couponSchema.nullable(),
  status: z.enum(PAYMENT_STATUSES),
  stripeClientSecret: z.string().nullable(),
  /** Sandbox gateway: the confirm step a page shows for cards that require authentication. */
  nextAction: z.enum(['authenticate']).nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

export const topUpInputSchema = z.object({
  amount: amountSchema.optional(),
  /** A token package bought instead of a free amount: its price is charged, its tokens credited. */
  packageId: z.string().max(120).optional(),
  cardId: z.string().max(255).optional(),
  couponCode: optionalText,
  paymentGateway: z.string().optional(),
});
export type TopUpInput = z.infer<typeof topUpInputSchema>;

export const paymentIntentCreateSchema = topUpInputSchema.extend({
  purpose: z.enum(['top_up']).optional().default('top_up'),
});
export const paymentIntentSchema = z.object({
  _id: z.string(),
  clientSecret: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  nextAction: z.enum(['authenticate']).nullable(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const paymentQuerySchema = listQuerySchema.extend({
  type: optionalText,
  status: optionalText,
  performerId: optionalText,
});

// ---------- wallet charges (token transactions) ----------
export const tokenTransactionSchema = z.object({
  _id: z.string(),
  source: z.literal('user'),
  sourceId: z.string(),
  sourceInfo: moneySourceInfoSchema.nullable().optional(),
  performerId: z.string(),
  performerInfo: performerSearchItemSchema.nullable().optional(),
  target: z.string(),
  targetId: z.string(),
  sessionId: z.string().nullable(),
  type: z.string(),
  products: z.array(paymentProductSchema),
  originalPrice: z.number(),
  totalPrice: z.number(),
  status: z.enum(['pending', 'success', 'refunded']),
  note: z.string(),
  /** The fan's balance after this charge (units). */
  balance: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TokenTransaction = z.infer<typeof tokenTransactionSchema>;

/** A tip's amount before the 2-decimal rule: forms add that rule in the reader's language. */
export const tipAmountSchema = z.coerce
  .number({ error: 'Tip amount is required' })
  .finite()
  .positive('Tip amount must be greater than 0');

export const tipInputSchema = z.object({
  // Issue #19, defect 10: 10.001 was accepted and rounded; every money route refuses it.
  price: tipAmountSchema.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Amount has at most 2 decimals'),
  note: z.string().trim().max(500, 'A tip note has at most 500 characters').optional().default(''),
  /** Where the tip was given from (profile, feed, message, stream); shown in the creator's earnings. */
  source: z.enum(['profile', 'feed', 'message', 'stream']).optional().default('profile'),
  sourceId: z.string().max(120).optional(),
  conversationId: z.string().max(120).optional(),
  streamType: z.string().max(40).optional(),
  sessionId: z.string().max(120).optional(),
});
export type TipInput = z.infer<typeof tipInputSchema>;

export const productChargeInputSchema = z.object({
  quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1').max(100).optional().default(1),
  deliveryAddressId: z.string().max(120).optional(),
  phoneNumber: z.string().max(40).optional(),
  userNote: z.string().max(500).optional(),
});

export const chargeQuerySchema = listQuerySchema.extend({
  type: optionalText,
  status: optionalText,
  performerId: optionalText,
});
