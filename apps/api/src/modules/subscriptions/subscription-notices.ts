import type { Notifier } from '../notifications/notifier.js';
import type { SubscriptionRow } from './subscriptions.service.js';

/**
 * What a creator is told of their subscribers, after the change committed (docs/notifications.md):
 * a new subscriber (free trial included), a renewal (a period paid while the last one still ran) or
 * a cancellation. Keys: one per payment, one per cancelled period.
 */
export function createSubscriptionNotices(notifier: Notifier | undefined) {
  const base = (sub: SubscriptionRow) => ({
    userId: sub.performerId,
    actorId: sub.userId,
    objectType: 'subscription',
    objectId: sub.id,
    link: '/creator/subscribers',
  });
  return {
    /** A period paid (or a free trial started): `renewed` when the fan's access was still running. */
    paid(sub: SubscriptionRow, paymentId: string, renewed: boolean) {
      const type = renewed ? 'subscription_renewed' : 'new_subscriber';
      void notifier?.notify({
        ...base(sub),
        type,
        data: { subscriptionType: sub.subscriptionType },
        key: `${type}:${paymentId}`,
      });
    },
    /** Renewal stopped (by the fan, an admin or the gateway); told once per period. */
    cancelled(sub: SubscriptionRow) {
      void notifier?.notify({
        ...base(sub),
        type: 'subscription_cancelled',
        data: { subscriptionType: sub.subscriptionType, expiredAt: sub.expiredAt.toISOString() },
        key: `subscription_cancelled:${sub.id}:${sub.expiredAt.toISOString()}`,
      });
    },
  };
}
