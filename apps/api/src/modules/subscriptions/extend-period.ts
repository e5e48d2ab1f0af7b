/**
 * Extends (or starts) a fan's subscription to a creator by one paid period, from max(now, expiry),
 * inside the payment's transaction.
 */
import { SUBSCRIPTION_DAYS } from '@fanlane/shared';
import type { Tx } from '../ledger/ledger.service.js';
import type { PeriodInput } from './ccbill-subscriptions.js';
import { DAY_MS, hasAccess, type SubscriptionRow } from './subscription-rows.js';
import { subscriptionsTable } from './subscriptions.repository.js';

/** The subscription after the period, and whether it was added while the last one still ran. */
export type ExtendedSubscription = SubscriptionRow & { renewed: boolean };

export async function extendPeriod(tx: Tx, input: PeriodInput): Promise<ExtendedSubscription> {
  const current = await subscriptionsTable.pairForUpdate(tx, input.userId, input.performerId);
  const now = Date.now();
  const from = current && hasAccess(current, now) ? current.expiredAt.getTime() : now;
  // A gateway's period end is absolute: invoices applied out of order never move expiry back.
  const expiredAt =
    input.periodEnd && input.periodEnd.getTime() > now
      ? new Date(Math.max(input.periodEnd.getTime(), from))
      : new Date(from + SUBSCRIPTION_DAYS[input.type] * DAY_MS);
  const values = {
    subscriptionType: input.type,
    status: 'active' as const,
    expiredAt,
    paymentGateway: input.gateway,
    gatewaySubscriptionId: input.gatewaySubscriptionId ?? null,
    cardId: input.cardId ?? null,
    transactionId: input.transactionId,
    priceMinor: input.priceMinor,
    startRecurringDate:
      current?.startRecurringDate && hasAccess(current, now) ? current.startRecurringDate : new Date(now),
    nextRecurringDate: expiredAt,
  };
  const row = current
    ? await subscriptionsTable.update(tx, current.id, values)
    : await subscriptionsTable.insert(tx, { userId: input.userId, performerId: input.performerId, ...values });
  // `renewed`: a period added while the last one still ran (the creator hears "renewed").
  return Object.assign(row!, { renewed: !!current && hasAccess(current, now) });
}
