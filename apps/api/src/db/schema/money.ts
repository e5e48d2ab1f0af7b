import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, idColumn, minor, ts, updatedAt } from './columns.js';
import { userRef } from './refs.js';

/**
 * Money (business-rules "Money"): a double-entry ledger of append-only entries in integer minor
 * units, balances kept beside them in the same transaction, and the domain records (payments,
 * wallet charges, earnings) that point at their ledger transaction.
 */

export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'earnings_pending',
  'earnings',
  'platform_revenue',
  'gateway_clearing',
  'payout_clearing',
  'wallet_debt',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * One row per account. Ids are readable: `wallet:<userId>`, `earnings:<userId>`,
 * `gateway_clearing:sandbox`. Only clearing accounts (money that came from or went outside) may go
 * negative; the CHECK makes an overdraft impossible whatever the code does.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    ownerId: text('owner_id'),
    balance: minor('balance').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ledger_accounts_balance_check', sql`${t.allowNegative} OR ${t.balance} >= 0`),
    index('ledger_accounts_owner_idx').on(t.ownerId),
  ],
);

/** A ledger transaction: its entries sum to zero. The idempotency key makes a retry move nothing. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    /** The transaction this one reverses (refunds). */
    reversalOf: text('reversal_of'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_key').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each reconcile of the ledger (the hourly job, an operator's run): whether the books held and how
 * many differences it found, with the report. `GET /metrics` exports the latest.
 */
export const ledgerReconcileRuns = pgTable(
  'ledger_reconcile_runs',
  {
    id: idColumn(),
    source: text('source').notNull(),
    ok: boolean('ok').notNull(),
    problems: integer('problems').notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    checkedAt: createdAt(),
  },
  (t) => [index('ledger_reconcile_runs_checked_idx').on(t.checkedAt)],
);

/** Token packages (contract 3.22): a price and the tokens it buys (may include a bonus). */
export const tokenPackages = pgTable('token_packages', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ordering: counter('ordering'),
  priceMinor: minor('price_minor').notNull(),
  tokensMinor: minor('tokens_minor').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text('code').notNull(),
    /** Fraction off the price: 0.1 = 10 %. */
    value: numeric('value', { precision: 5, scale: 4 }).notNull(),
    expiredAt: ts('expired_at'),
    numberOfUses: counter('number_of_uses'),
    maxUses: integer('max_uses'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: idColumn(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.paymentGateway] })],
);

/**
 * Payment transactions (contract 4.18): money that enters through a gateway, i.e. wallet top-ups and
 * card-paid subscriptions. Also what `/payment-intents/*` names. `gatewayRef` is the gateway's
 * payment (PaymentIntent) id; the row is credited once, by the ledger key `payment:<id>`.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: idColumn(),
    paymentGateway: text('payment_gateway').notNull(),
    userId: userRef('user_id'),
    performerId: text('performer_id'),
    target: text('target').notNull(),
    targetId: text('target_id'),
    type: text('type').notNull(),
    products: jsonb('products').$type<Record<string, unknown>[]>().notNull().default([]),
    originalPriceMinor: minor('original_price_minor').notNull(),
    totalPriceMinor: minor('total_price_minor').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_ref_key').on(t.paymentGateway, t.gatewayRef),
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Wallet charges (contract 4.19): purchases, tips and wallet-paid subscriptions. */
export const tokenTransactions = pgTable(
  'token_transactions',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    performerId: text('performer_id').notNull(),
    target: text('target').notNull(),
    targetId: text('target_id').notNull(),
    sessionId: text('session_id'),
    type: text('type').notNull(),
    products: jsonb('products').$type<Record<string, unknown>[]>().notNull().default([]),
    originalPriceMinor: minor('original_price_minor').notNull(),
    totalPriceMinor: minor('total_price_minor').notNull(),
    status: text('status', { enum: ['pending', 'success', 'refunded'] })
      .notNull()
      .default('success'),
    note: text('note').notNull().default(''),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ledgerTransactionId: text('ledger_transaction_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
export const earnings = pgTable(
  'earnings',
  {
    id: idColumn(),
    userId: text('user_id').notNull(),
    performerId: text('performer_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    sourceType: text('source_type').notNull(),
    type: text('type').notNull(),
    grossMinor: minor('gross_minor').notNull(),
    commissionMinor: minor('commission_minor').notNull(),
    netMinor: minor('net_minor').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 4 }).notNull(),
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
export const ccbillEvents = pgTable(
  'ccbill_events',
  {
    id: idColumn(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);

/**
 * A creator's payout request (contract 4.21, business-rules "Payouts"). Its tokens leave the
 * creator's withdrawable account for `payout_clearing` in the transaction that creates it (ledger key
 * `payout:<id>`), come back on reject or cancel, and leave the books on done. One open (pending or
 * approved) request per creator: the partial unique index, whatever the code does.
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: idColumn(),
    performerId: userRef('performer_id'),
    source: text('source').notNull().default('performer'),
    paymentAccountType: text('payment_account_type').notNull(),
    /** The payment details as they were when the request was made (what the operator pays to). */
    paymentAccountInfo: jsonb('payment_account_info').$type<Record<string, unknown>>().notNull().default({}),
    requestNote: text('request_note').notNull().default(''),
    adminNote: text('admin_note').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'done', 'cancelled'] })
      .notNull()
      .default('pending'),
    requestTokensMinor: minor('request_tokens_minor').notNull(),
    /** `tokenConversionRate` when the request was made: the money amount is tokens × rate. */
    tokenConversionRate: numeric('token_conversion_rate', { precision: 12, scale: 4 }).notNull(),
    /** The gateway's transfer id once paid (Stripe Connect), else null. */
    payoutRef: text('payout_ref'),
    /** The client's Idempotency-Key: the same key again answers the same request. */
    idempotencyKey: text('idempotency_key'),
    /** Bumped by every amount change, so each adjustment of the hold has a ledger key of its own. */
    revision: counter('revision'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payout_requests_open_key')
      .on(t.performerId)
      .where(sql`${t.status} IN ('pending', 'approved')`),
    uniqueIndex('payout_requests_idempotency_key').on(t.performerId, t.idempotencyKey),
    index('payout_requests_performer_idx').on(t.performerId, t.createdAt),
    index('payout_requests_status_idx').on(t.status, t.createdAt),
    check('payout_requests_positive', sql`${t.requestTokensMinor} > 0`),
  ],
);

/** A fan's delivery address (contract 4.12). */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    ward: text('ward').notNull().default(''),
    streetAddress: text('street_address').notNull(),
    streetNumber: text('street_number').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An order (contract 4.11): made with the wallet charge that paid for a product, in the same
 * transaction. Digital orders start delivered, physical ones processing.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /** The token transaction (wallet charge) that paid for it. */
    transactionId: text('transaction_id').notNull(),
    orderNumber: text('order_number').notNull(),
    performerId: text('performer_id').notNull(),
    userId: userRef('user_id'),
    productId: text('product_id').notNull(),
    productType: text('product_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: minor('unit_price_minor').notNull(),
    totalPriceMinor: minor('total_price_minor').notNull(),
    deliveryAddressId: text('delivery_address_id'),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryStatus: text('delivery_status', { enum: ['processing', 'shipping', 'delivered', 'refunded'] }).notNull(),
    shippingCode: text('shipping_code').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    userNote: text('user_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_transaction_key').on(t.transactionId),
    index('orders_performer_idx').on(t.performerId, t.updatedAt),
    index('orders_user_idx').on(t.userId, t.updatedAt),
  ],
);
