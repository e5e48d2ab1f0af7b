import { z } from 'zod';
import { listQuerySchema, optionalText } from './query.js';
import { amountSchema } from './wallet.js';

/**
 * Payout requests (contract 3.16 and 4.21, business-rules "Payouts"): a creator asks for withdrawable
 * earnings; an operator with the `money` permission approves, rejects or marks it done.
 */
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'done', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * How a creator is paid. `banking` (and the contract's names for bank payments `wire`, `deposit`,
 * `issue_check_us`) uses the banking settings, `paypal` the PayPal setting, `stripe` the creator's
 * Stripe Connect account.
 */
export const PAYOUT_METHODS = ['banking', 'wire', 'deposit', 'issue_check_us', 'paypal', 'stripe'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const isBankMethod = (m: string) => m === 'banking' || m === 'wire' || m === 'deposit' || m === 'issue_check_us';

/** What an operator may move a request to, from each status (a done request never changes again). */
export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['done', 'rejected'],
  rejected: [],
  done: [],
  cancelled: [],
};

export const PAYOUT_MESSAGES = {
  minimum: (amount: number) => `Minimum payout amount is $${Number.isInteger(amount) ? amount : amount.toFixed(2)}`,
  waitForCurrent: 'Please wait for the current request get paid first!',
  overBalance: 'Requested tokens is greater than your balance, please check again',
  missingBanking: 'Missing banking information',
  missingPaypal: 'Missing PayPal account information',
  missingStripe: 'Please connect your Stripe account first',
  stripeUnavailable: 'Stripe payouts are not available: the Stripe account of this request cannot be paid here',
  transferReversed: 'The transfer to your Stripe account was reversed; the payout will be sent again',
  transferReturned: 'The transfer to your Stripe account was reversed; the tokens are back in your balance',
  notPending: 'Only a pending request can be changed',
  transition: (from: string, to: string) => `A ${from} payout request cannot become ${to}`,
} as const;

export const payoutRequestInputSchema = z.object({
  source: z.enum(['performer', 'agent']).optional().default('performer'),
  requestTokens: amountSchema,
  requestNote: z.string().trim().max(500, 'A note has at most 500 characters').optional().default(''),
  paymentAccountType: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(PAYOUT_METHODS).optional())
    .default('banking'),
});
export type PayoutRequestInput = z.input<typeof payoutRequestInputSchema>;

export const payoutRequestSchema = z.object({
  _id: z.string(),
  source: z.string(),
  sourceId: z.string(),
  sourceInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  paymentAccountType: z.string(),
  /** The payment details the request was made with (account numbers masked but for the detail). */
  paymentAccountInfo: z.record(z.string(), z.unknown()).nullable(),
  requestNote: z.string(),
  adminNote: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  requestTokens: z.number(),
  tokenConversionRate: z.number(),
  /** requestTokens × tokenConversionRate, in the site's currency. */
  amount: z.number(),
  payoutId: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const payoutQuerySchema = listQuerySchema.extend({
  status: optionalText,
  paymentAccountType: optionalText,
});

export const adminPayoutQuerySchema = payoutQuerySchema.extend({
  /** A creator's id. */
  performerId: optionalText,
  sourceId: optionalText,
});

export const adminPayoutStatusSchema = z.object({
  status: z.enum(['approved', 'rejected', 'done'], { error: 'Status must be approved, rejected or done' }),
  adminNote: z.string().trim().max(1000, 'A note has at most 1000 characters').optional().default(''),
});

/** `POST /payout-requests/calculate`: where the creator's money stands (tokens, all time). */
export const payoutCalculationSchema = z.object({
  /** Net earned over all time, less refunds. */
  totalEarnedTokens: z.number(),
  /** Requests marked done. */
  previousPaidOutTokens: z.number(),
  /** What can be requested now: the withdrawable balance (open requests already hold theirs). */
  remainingUnpaidTokens: z.number(),
  /** Still on hold (pending earnings) and when the next hold ends. */
  pendingTokens: z.number(),
  nextReleaseAt: z.string().nullable(),
  /** Held by open (pending or approved) requests. */
  requestedTokens: z.number(),
  minimumPayoutAmount: z.number(),
  tokenConversionRate: z.number(),
});
export type PayoutCalculation = z.infer<typeof payoutCalculationSchema>;

const bankText = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max);
const bankOptional = (max: number) => z.string().trim().max(max).optional();

/** `PUT /performers/banking-settings` (contract 3.2 and 4.5): where bank payouts are sent. */
export const bankingSettingsSchema = z.object({
  firstName: bankText('first name', 100),
  lastName: bankText('last name', 100),
  bankName: bankText('bank name', 200),
  bankAccount: bankText('account number', 100),
  bankRouting: bankOptional(50),
  bankSwiftCode: bankOptional(50),
  SSN: bankOptional(50),
  address: bankOptional(200),
  city: bankOptional(100),
  state: bankOptional(100),
  country: bankOptional(100),
});
export type BankingSettingsInput = z.input<typeof bankingSettingsSchema>;

/** The PayPal account of `PUT /performers/payment-gateway-settings` (`value`, with `key: 'paypal'`). */
export const paypalSettingValueSchema = z.object({
  email: z.email('Email is not valid'),
  phoneNumber: z.string().trim().max(30, 'A phone number has at most 30 characters').optional(),
});
export const paymentGatewaySettingsSchema = z.object({
  key: z.literal('paypal'),
  value: paypalSettingValueSchema,
});

/** `GET /stripe/accounts`: whether the creator has opened a Stripe Connect account, and whether Stripe pays it out. */
export const stripeConnectStatusSchema = z.object({
  connected: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type StripeConnectStatus = z.infer<typeof stripeConnectStatusSchema>;
