/** A fan's payments (or, for the console, everyone's): one payment the fan owns, and the list, filtered and sorted. */
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { PaymentsPresenter } from './payments.presenter.js';
import { paymentsRepository, type PaymentSearch } from './payments.repository.js';

export interface PaymentHistoryDeps {
  db: Db;
  presenter: Pick<PaymentsPresenter, 'presentPayments'>;
}

export function createPaymentHistory({ db, presenter }: PaymentHistoryDeps) {
  const { presentPayments } = presenter;

  async function ownPayment(userId: string, id: string) {
    const row = await paymentsRepository.byId(db, id);
    if (!row) throw notFound();
    if (row.userId !== userId) throw forbidden();
    return row;
  }

  /** One fan's payments, or (userId null: the console) everyone's. */
  async function searchPayments(userId: string | null, query: PaymentSearch) {
    const { rows, total } = await paymentsRepository.search(db, userId, query);
    return { data: await presentPayments(rows), total };
  }

  return { ownPayment, searchPayments };
}
export type PaymentHistory = ReturnType<typeof createPaymentHistory>;
