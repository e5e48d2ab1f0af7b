/** A fan's payments (or, for the console, everyone's): one payment the fan owns, and the list, filtered and sorted. */
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentTransactions } from '../../db/schema/index.js';
import { createdWithin, pageOf, sortOf } from '../../db/paging.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { PaymentsPresenter } from './payments.presenter.js';

export interface PaymentHistoryDeps {
  db: Db;
  presenter: Pick<PaymentsPresenter, 'presentPayments'>;
}

export function createPaymentHistory({ db, presenter }: PaymentHistoryDeps) {
  const { presentPayments } = presenter;

  async function ownPayment(userId: string, id: string) {
    const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
    if (!row) throw notFound();
    if (row.userId !== userId) throw forbidden();
    return row;
  }

  /** One fan's payments, or (userId null: the console) everyone's. */
  async function searchPayments(
    userId: string | null,
    query: {
      type?: string;
      status?: string;
      performerId?: string;
      fromDate?: string;
      toDate?: string;
      limit: number;
      offset: number;
      sort: 'asc' | 'desc';
      sortBy: string;
    },
  ) {
    const where: (SQL | undefined)[] = [userId === null ? undefined : eq(paymentTransactions.userId, userId)];
    if (query.type) where.push(eq(paymentTransactions.type, query.type));
    if (query.status) where.push(eq(paymentTransactions.status, query.status));
    if (query.performerId) where.push(eq(paymentTransactions.performerId, query.performerId));
    where.push(...createdWithin(query, paymentTransactions.createdAt));
    const { rows, total } = await pageOf(
      db,
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
    return { data: await presentPayments(rows), total };
  }

  return { ownPayment, searchPayments };
}
export type PaymentHistory = ReturnType<typeof createPaymentHistory>;
