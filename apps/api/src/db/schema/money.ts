import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, counter, createdAt, fraction, minor, tableWithId, targetItem, timestamps, ts } from './columns.js';
import { userRef } from './refs.js';

/**
 * Money (business-rules "Money"): a double-entry ledger of append-only entries in integer minor
 * units, balances kept beside them in the same transaction, and the domain records (payments,
 * wallet charges, earnings) that point at their ledger transaction.
 */

/** What a payment or wallet charge paid for: its type, the products, the price before and after a coupon. */
const bought = () => ({
  type: text('type').notNull(),
  products: jsonb('products').$type<Record<string, unknown>[]>().notNull().default([]),
  originalPriceMinor: minor('original_price_minor').notNull(),
  totalPriceMinor: minor('total_price_minor').notNull(),
});

/** Token packages (contract 3.22): a price and the tokens it buys (may include a bonus). */
export const tokenPackages = tableWithId('token_packages', {
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ordering: counter('ordering'),
  priceMinor: minor('price_minor').notNull(),
  tokensMinor: minor('tokens_minor').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

export const coupons = tableWithId(
  'coupons',
  {
    code: text('code').notNull(),
    /** Fraction off the price: 0.1 = 10 %. */
    value: fraction('value').notNull(),
    expiredAt: ts('expired_at'),
    numberOfUses: counter('number_of_uses'),
    maxUses: integer('max_uses'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: cascadeRef('coupon_id', () => coupons.id),
    userId: text('user_id').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

export const paymentCards = tableWithId(
  'payment_cards',
  {
    userId: userRef('user_id'),
    paymentGateway: text('payment_gateway').notNull(),
    isProduction: boolean('is_production').notNull().default(false),
    customerId: text('customer_id').notNull().default(''),
    holderName: text('holder_name').notNull().default(''),
    last4Digits: text('last4_digits').notNull(),
    brand: text('brand').notNull().default(''),
    month: text('month').notNull().default(''),
    year: text('year').notNull().default(''),
    /** The gateway's id for the card (Stripe payment method, sandbox card id): what `cardId` names. */
    token: text('token').notNull(),
    /** Same card saved twice by one fan is refused. */
    fingerprint: text('fingerprint').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_cards_token_key').on(t.paymentGateway, t.token),
    uniqueIndex('payment_cards_fingerprint_key').on(t.userId, t.paymentGateway, t.fingerprint),
  ],
);

/** A customer record at a gateway, per fan. */
export const gatewayCustomers = pgTable(
  'gateway_customers',
  {
    userId: userRef('user_id'),
    paymentGateway: text('payment_gateway').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.paymentGateway] })],
);

/** Creators' Connect accounts at a gateway (Stripe Connect onboarding). */
export const gatewayAccounts = pgTable(
  'gateway_accounts',
  {
    userId: userRef('user_id'),
    paymentGateway: text('payment_gateway').notNull(),
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.paymentGateway] })],
);

/**
 * Payment transactions (contract 4.18): money that enters through a gateway, i.e. wallet top-ups and
 * card-paid subscriptions. Also what `/payment-intents/*` names. `gatewayRef` is the gateway's
 * payment (PaymentIntent) id; the row is credited once, by the ledger key `payment:<id>`.
 */
export const paymentTransactions = tableWithId(
  'payment_transactions',
  {
    paymentGateway: text('payment_gateway').notNull(),
    userId: userRef('user_id'),
    performerId: text('performer_id'),
    target: text('target').notNull(),
    targetId: text('target_id'),
    ...bought(),
    /** Tokens credited to the wallet on success (top-ups); 0 for subscriptions. */
    tokensMinor: minor('tokens_minor').notNull().default(0),
    couponId: text('coupon_id'),
    couponInfo: jsonb('coupon_info').$type<{ _id: string; code: string; value: number } | null>(),
    status: text('status').notNull().default('created'),
    gatewayRef: text('gateway_ref'),
    clientSecret: text('client_secret'),
    nextAction: text('next_action'),
    failureMessage: text('failure_message'),
    subscriptionId: text('subscription_id'),
    ledgerTransactionId: text('ledger_transaction_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_transactions_ref_key').on(t.paymentGateway, t.gatewayRef),
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Wallet charges (contract 4.19): purchases, tips and wallet-paid subscriptions. */
export const tokenTransactions = tableWithId(
  'token_transactions',
  {
    userId: userRef('user_id'),
    performerId: text('performer_id').notNull(),
    ...targetItem(),
    sessionId: text('session_id'),
    ...bought(),
    status: text('status', { enum: ['pending', 'success', 'refunded'] })
      .notNull()
      .default('success'),
    note: text('note').notNull().default(''),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ledgerTransactionId: text('ledger_transaction_id').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('token_transactions_user_idx').on(t.userId, t.createdAt),
    index('token_transactions_performer_idx').on(t.performerId, t.createdAt),
  ],
);

/**
 * A creator's earning (contract 4.20): gross, the platform's commission and the net, held until
 * `releaseAt`. `transactionId` is the token or payment transaction that paid it.
 */
export const earnings = tableWithId(
  'earnings',
  {
    userId: text('user_id').notNull(),
    performerId: text('performer_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    sourceType: text('source_type').notNull(),
    type: text('type').notNull(),
    grossMinor: minor('gross_minor').notNull(),
    commissionMinor: minor('commission_minor').notNull(),
    netMinor: minor('net_minor').notNull(),
    commissionRate: fraction('commission_rate').notNull(),
    paymentGateway: text('payment_gateway').notNull().default('system'),
    isToken: boolean('is_token').notNull().default(true),
    releaseAt: ts('release_at').notNull(),
    releasedAt: ts('released_at'),
    refundedAt: ts('refunded_at'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: ts('paid_at'),
    ledgerTransactionId: text('ledger_transaction_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('earnings_transaction_key').on(t.transactionId),
    index('earnings_performer_idx').on(t.performerId, t.createdAt),
    index('earnings_release_idx')
      .on(t.releaseAt)
      .where(sql`${t.releasedAt} IS NULL AND ${t.refundedAt} IS NULL`),
    check('earnings_split', sql`${t.grossMinor} = ${t.commissionMinor} + ${t.netMinor}`),
  ],
);

/** Webhook events already applied: a redelivered event id is acknowledged and skipped. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    paymentGateway: text('payment_gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.paymentGateway, t.eventId] })],
);

/**
 * CCBill's webhook events (issue #20), one row per event (`eventKey` = type + CCBill's transaction or
 * subscription id): stored once verified, applied once, in an order of their own. An event that
 * needs another first (a renewal or refund before its sale) waits `pending` until that one lands.
 * Only the fields acted on are kept (never the fan's name, address or card details).
 */
export const ccbillEvents = tableWithId(
  'ccbill_events',
  {
    eventKey: text('event_key').notNull(),
    eventType: text('event_type').notNull(),
    subscriptionId: text('subscription_id'),
    transactionId: text('transaction_id'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** pending (waits for another event), applied, or ignored (nothing to do; `note` says why). */
    outcome: text('outcome', { enum: ['pending', 'applied', 'ignored'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    createdAt: createdAt(),
    appliedAt: ts('applied_at'),
  },
  (t) => [uniqueIndex('ccbill_events_key').on(t.eventKey), index('ccbill_events_subscription').on(t.subscriptionId)],
);

/**
 * The built-in sandbox gateway's own records (customers' cards, payments, invoices, recurring
 * subscriptions): it plays the part of an external payment provider, inside our database.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['card', 'payment', 'subscription', 'invoice', 'transfer'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);
