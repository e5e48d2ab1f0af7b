import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import { ACCESS_STATUSES } from '../content/access.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { subscriptionsTable } from './subscriptions.repository.js';

const DAY_MS = 86_400_000;
/** Fans are told this long before their subscription ends. */
export const EXPIRING_NOTICE_DAYS = 3;
export const EXPIRING_QUEUE = 'subscriptions.expiring';
const PAGE = 1000;

/**
 * The daily reminder `subscription_expiring` (docs/notifications.md): each fan whose subscription
 * ends within EXPIRING_NOTICE_DAYS hears it once per period (the key holds the period's end). A
 * subscription renewed by card is left alone (the gateway renews it); one renewed from the wallet
 * is told so ("renews from your wallet"), so the fan can top up.
 */
export function createExpiringReminder(deps: { db: Db; notifier: Notifier }) {
  const { db, notifier } = deps;
  return {
    /** Tells every fan due; answers how many were told. Safe to run twice (keys). */
    async run(now = new Date()): Promise<number> {
      const until = new Date(now.getTime() + EXPIRING_NOTICE_DAYS * DAY_MS);
      let after: string | null = null;
      let told = 0;
      for (;;) {
        // Cancelled ones too (access lasts until expiry); none a card gateway renews.
        const rows = await subscriptionsTable.expiringBetween(db, [...ACCESS_STATUSES], now, until, after, PAGE);
        for (const sub of rows) {
          const expiredAt = sub.expiredAt.toISOString();
          void notifier.notify({
            type: 'subscription_expiring',
            userId: sub.userId,
            actorId: sub.performerId,
            objectType: 'subscription',
            objectId: sub.id,
            link: '/user/subscriptions',
            data: { expiredAt, renews: sub.nextRecurringDate !== null, subscriptionType: sub.subscriptionType },
            key: `subscription_expiring:${sub.id}:${expiredAt}`,
          });
        }
        told += rows.length;
        if (rows.length < PAGE) return told;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
export type ExpiringReminder = ReturnType<typeof createExpiringReminder>;

export function registerExpiringReminder(jobs: JobQueue, reminder: ExpiringReminder) {
  jobs.every(EXPIRING_QUEUE, DAY_MS, async () => {
    await reminder.run();
  });
}
