import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, minor, tableWithId, timestamps, ts } from './columns.js';
import { userRef } from './refs.js';

/** Money out: creators' payout requests, fans' addresses and orders of physical products. */

/**
 * A creator's payout request (contract 4.21, business-rules "Payouts"). Its tokens leave the
 * creator's withdrawable account for `payout_clearing` in the transaction that creates it (ledger key
 * `payout:<id>`), come back on reject or cancel, and leave the books on done. One open (pending or
 * approved) request per creator: the partial unique index, whatever the code does.
 */
export const payoutRequests = tableWithId(
  'payout_requests',
  {
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
    ...timestamps(),
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
export const addresses = tableWithId(
  'addresses',
  {
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
    ...timestamps(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An order (contract 4.11): made with the wallet charge that paid for a product, in the same
 * transaction. Digital orders start delivered, physical ones processing.
 */
export const orders = tableWithId(
  'orders',
  {
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_transaction_key').on(t.transactionId),
    index('orders_performer_idx').on(t.performerId, t.updatedAt),
    index('orders_user_idx').on(t.userId, t.updatedAt),
  ],
);
