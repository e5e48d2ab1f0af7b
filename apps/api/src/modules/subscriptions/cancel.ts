/**
 * Cancels a subscription's renewal (owner or admin; contract 3.15): the gateway stops billing, the
 * fan keeps access until `expiredAt` (business-rules "Subscriptions"), the creator is told once.
 */
import { MONEY_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { Recount } from './recount.js';
import { subscriptionsTable } from './subscriptions.repository.js';
import type { createSubscriptionNotices } from './subscription-notices.js';

export interface CancelDeps {
  db: Db;
  payments: PaymentsService;
  notices: ReturnType<typeof createSubscriptionNotices>;
  recount: Recount;
}

export function createCancel({ db, payments, notices, recount }: CancelDeps) {
  /** Stops renewal; the fan keeps access until `expiredAt` (business-rules "Subscriptions"). */
  return async function cancel(caller: UserRow, id: string) {
    const row = await subscriptionsTable.byId(db, id);
    if (!row) throw notFound(MONEY_MESSAGES.subscriptionNotFound);
    if (row.userId !== caller.id && caller.role !== 'admin') throw forbidden();
    if (row.gatewaySubscriptionId && row.paymentGateway !== 'system' && row.status !== 'deactivated') {
      const gateway = payments.gatewayNamed(row.paymentGateway);
      await gateway.cancelSubscription(row.gatewaySubscriptionId).catch(payments.gatewayFailure);
    }
    await subscriptionsTable.update(db, id, { status: 'deactivated', nextRecurringDate: null });
    if (row.status !== 'deactivated') notices.cancelled(row);
    await recount(row.performerId);
    return { success: true };
  };
}
export type Cancel = ReturnType<typeof createCancel>;
