import type { Db } from '../../db/client.js';
import { countAccountsSignedInSince } from '../auth/sessions.repository.js';
import { activeSubscriptionsMrr } from '../subscriptions/subscriptions.repository.js';
import { signupsByDay } from '../users/users.repository.js';

/**
 * Read-only aggregates for the dashboard over subscriptions, sign-ups and sessions. MRR is
 * normalised as Ghost does: a monthly price counts whole, a yearly one as a twelfth; free trials
 * count as subscriptions but add nothing.
 */
export function createSubscriptionsStats(db: Db) {
  return {
    async active() {
      const row = await activeSubscriptionsMrr(db);
      return { count: row?.n ?? 0, mrrMinor: Math.round(Number(row?.mrr ?? 0)) };
    },
    /** Accounts that signed in since the date. */
    async activeAccounts(since: Date) {
      return (await countAccountsSignedInSince(db, since)) ?? 0;
    },
    async signupsByDay(since: Date) {
      return signupsByDay(db, since);
    },
  };
}
export type SubscriptionsStats = ReturnType<typeof createSubscriptionsStats>;
