/**
 * The payments module's tables as other code reaches them: payment transactions (contract 4.18), one
 * row per top-up or card payment, written by top-ups, subscriptions and the gateways' events. Every
 * function takes the query handle to use: the database, or the caller's transaction when the write
 * must commit with the caller's other writes.
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { paymentQuerySchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { gatewayAccounts, paymentTransactions, type paymentCards, type tokenPackages } from '../../db/schema/index.js';
import { createdWithin, pageOf, sortOf } from '../../db/paging.js';
import type { Tx } from '../ledger/ledger.service.js';
import { rowWhere, updateRowWhere } from '../shared-repo/rows.js';

export type PaymentRow = typeof paymentTransactions.$inferSelect;
export type NewPayment = typeof paymentTransactions.$inferInsert;
export type CardRow = typeof paymentCards.$inferSelect;
export type TokenPackageRow = typeof tokenPackages.$inferSelect;
export type GatewayAccountRow = typeof gatewayAccounts.$inferSelect;

type Q = Db | Tx;

/** A payments list's filters, sort and page (contract 1.3 and its type, status and creator). */
export type PaymentSearch = z.output<typeof paymentQuerySchema>;

export const paymentsRepository = {
  async add(q: Q, values: NewPayment): Promise<void> {
    await q.insert(paymentTransactions).values(values);
  },

  async insert(q: Q, values: NewPayment): Promise<PaymentRow> {
    const [row] = await q.insert(paymentTransactions).values(values).returning();
    return row!;
  },

  /** Inserts unless a row with the same id or gateway reference exists; null then. */
  async insertIfAbsent(q: Q, values: NewPayment): Promise<PaymentRow | null> {
    const [row] = await q.insert(paymentTransactions).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** `insertIfAbsent` without reading the row back. */
  async addIfAbsent(q: Q, values: NewPayment): Promise<void> {
    await q.insert(paymentTransactions).values(values).onConflictDoNothing();
  },

  /**
   * Gives a card subscription's checkout payment its first invoice's reference, unless it has one
   * from an invoice already (`in_…`) or succeeded; the row, or null when it was not changed.
   */
  async attachFirstInvoice(q: Q, paymentId: string, invoiceRef: string): Promise<PaymentRow | null> {
    const ref = paymentTransactions.gatewayRef;
    const notFromInvoice = sql`(${ref} is null or ${ref} not like 'in_%')`;
    const where = and(eq(paymentTransactions.id, paymentId), notFromInvoice, ne(paymentTransactions.status, 'success'));
    return updateRowWhere(q, paymentTransactions, where, { gatewayRef: invoiceRef });
  },

  /**
   * Marks a successful payment refunded (`failureMessage`, when given, says how); null when it had
   * not succeeded.
   */
  async markRefunded(q: Q, id: string, failureMessage?: string): Promise<PaymentRow | null> {
    return updateRowWhere(
      q,
      paymentTransactions,
      and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'success')),
      failureMessage === undefined ? { status: 'refunded' } : { status: 'refunded', failureMessage },
    );
  },

  async byId(q: Q, id: string): Promise<PaymentRow | null> {
    return rowWhere(q, paymentTransactions, eq(paymentTransactions.id, id));
  },

  async byGatewayRef(q: Q, gateway: string, ref: string): Promise<PaymentRow | null> {
    return rowWhere(
      q,
      paymentTransactions,
      and(eq(paymentTransactions.paymentGateway, gateway), eq(paymentTransactions.gatewayRef, ref)),
    );
  },

  async update(q: Q, id: string, change: Partial<NewPayment>): Promise<void> {
    await q.update(paymentTransactions).set(change).where(eq(paymentTransactions.id, id));
  },

  /** `update`, unless the payment already succeeded (a settled payment is never changed back). */
  async updateUnlessSucceeded(q: Q, id: string, change: Partial<NewPayment>): Promise<void> {
    await q
      .update(paymentTransactions)
      .set(change)
      .where(and(eq(paymentTransactions.id, id), ne(paymentTransactions.status, 'success')));
  },

  /** One fan's payments, or (userId null: the console) everyone's, filtered, sorted and paged. */
  search(q: Db, userId: string | null, query: PaymentSearch) {
    const where: (SQL | undefined)[] = [userId === null ? undefined : eq(paymentTransactions.userId, userId)];
    if (query.type) where.push(eq(paymentTransactions.type, query.type));
    if (query.status) where.push(eq(paymentTransactions.status, query.status));
    if (query.performerId) where.push(eq(paymentTransactions.performerId, query.performerId));
    where.push(...createdWithin(query, paymentTransactions.createdAt));
    return pageOf(
      q,
      paymentTransactions,
      where,
      sortOf(
        query,
        { createdAt: paymentTransactions.createdAt, totalPrice: paymentTransactions.totalPriceMinor },
        paymentTransactions.createdAt,
        paymentTransactions.id,
      ),
      query,
    );
  },
};

/** The creator's payout account on one of `gateways`, Stripe's first; null when none was opened. */
export async function payoutAccountOf(db: Db, userId: string, gateways: string[]): Promise<GatewayAccountRow | null> {
  const [account] = await db
    .select()
    .from(gatewayAccounts)
    .where(and(eq(gatewayAccounts.userId, userId), inArray(gatewayAccounts.paymentGateway, gateways)))
    .orderBy(desc(eq(gatewayAccounts.paymentGateway, 'stripe')));
  return account ?? null;
}

/** Stores a payout account's state as its gateway reports it. */
export async function setPayoutAccountState(
  db: Db,
  gateway: string,
  accountId: string,
  state: { chargesEnabled: boolean; payoutsEnabled: boolean },
): Promise<void> {
  await db
    .update(gatewayAccounts)
    .set({ chargesEnabled: state.chargesEnabled, payoutsEnabled: state.payoutsEnabled, updatedAt: new Date() })
    .where(and(eq(gatewayAccounts.paymentGateway, gateway), eq(gatewayAccounts.accountId, accountId)));
}

/** A payment at one gateway by our id; null when none (or it is another gateway's). */
export async function paymentAt(q: Q, gateway: string, id: string): Promise<PaymentRow | null> {
  return rowWhere(
    q,
    paymentTransactions,
    and(eq(paymentTransactions.paymentGateway, gateway), eq(paymentTransactions.id, id)),
  );
}

/** Changes a payment and answers it; null when there is none. */
export async function updatePayment(q: Q, id: string, change: Partial<NewPayment>): Promise<PaymentRow | null> {
  return updateRowWhere(q, paymentTransactions, eq(paymentTransactions.id, id), change);
}

/** Changes a payment still pending (created or processing); the row, or null when it was not pending. */
export async function updatePending(q: Q, id: string, change: Partial<NewPayment>): Promise<PaymentRow | null> {
  const pending = inArray(paymentTransactions.status, ['created', 'processing']);
  return updateRowWhere(q, paymentTransactions, and(eq(paymentTransactions.id, id), pending), change);
}

/** Changes a payment not yet final (success, fail, canceled, refunded); the row, or null when it was final. */
export async function updateUnsettled(q: Q, id: string, change: Partial<NewPayment>): Promise<PaymentRow | null> {
  const unsettled = sql`${paymentTransactions.status} not in ('success','fail','canceled','refunded')`;
  return updateRowWhere(q, paymentTransactions, and(eq(paymentTransactions.id, id), unsettled), change);
}
