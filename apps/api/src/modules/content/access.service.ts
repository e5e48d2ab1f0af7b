import type { Db } from '../../db/client.js';
import {
  ACCESS_STATUSES,
  accessSubscriberIds,
  hasAccessSubscription,
  subscribedAmong,
  upsertActiveSubscription,
} from '../subscriptions/subscriptions.repository.js';
import { boughtAmong } from '../wallet/charges.repository.js';

export {
  ACCESS_STATUSES,
  activeSubscription,
  subscriptionActiveNow,
} from '../subscriptions/subscriptions.repository.js';

/** Who is looking: an account (with its role) or a signed-out visitor, and where from. */
export interface ContentViewer {
  id: string | null;
  isAdmin: boolean;
  country: string | null;
}

/** What access rules need to know about an item. */
export interface Sellable {
  ownerId: string;
  isSale: boolean;
  priceMinor: number;
}

/** What the viewer holds among a batch of items: subscriptions by creator, purchases by item. */
export interface Entitlements {
  subscribed: Set<string>;
  bought: Set<string>;
}

/** subscriptionActiveNow for a row already read. */
export const grantsAccessNow = (row: { status: string; expiredAt: Date } | undefined, now = Date.now()) =>
  !!row && row.expiredAt.getTime() > now && (ACCESS_STATUSES as readonly string[]).includes(row.status);

/** Is this fan's subscription to this creator active now? A signed-out visitor (null) never is. */
export async function isSubscribedNow(db: Db, fanId: string | null, creatorId: string) {
  if (!fanId) return false;
  return hasAccessSubscription(db, fanId, creatorId);
}

/**
 * Business-rules "Content access": a viewer sees an item's full media when it is theirs, they are an
 * admin, it is for sale and they bought it (or its price is zero), or it is not for sale and they
 * hold an active subscription to its creator.
 */
export function createAccessService(db: Db) {
  return {
    /**
     * Records an active subscription (demo data, tests). The money issue's checkout will create
     * subscriptions with their payments; access reads only status and expiry.
     */
    async grantSubscription(userId: string, performerId: string, days: number) {
      const expiredAt = new Date(Date.now() + days * 86_400_000);
      await upsertActiveSubscription(db, userId, performerId, expiredAt);
    },

    /** Fans whose subscription to the creator grants access now, by id after `after` (notification fan-outs). */
    async subscriberIds(performerId: string, after: string | null, limit: number): Promise<string[]> {
      return accessSubscriberIds(db, performerId, after, limit);
    },

    async entitlements(viewer: ContentViewer, target: string, items: { id: string; ownerId: string }[]) {
      const result: Entitlements = { subscribed: new Set(), bought: new Set() };
      if (!viewer.id || !items.length) return result;
      const owners = [...new Set(items.map((i) => i.ownerId))];
      const [subs, bought] = await Promise.all([
        subscribedAmong(db, viewer.id, owners),
        boughtAmong(
          db,
          viewer.id,
          target,
          items.map((i) => i.id),
        ),
      ]);
      for (const s of subs) result.subscribed.add(s);
      for (const b of bought) result.bought.add(b);
      return result;
    },

    /** The ‡ flags and the view decision for one item. */
    decide(viewer: ContentViewer, item: Sellable & { id: string }, held: Entitlements) {
      const privileged = viewer.isAdmin || (viewer.id !== null && viewer.id === item.ownerId);
      const isSubscribed = privileged || held.subscribed.has(item.ownerId);
      const isBought = privileged || (item.isSale && item.priceMinor === 0) || held.bought.has(item.id);
      const canView = privileged || (item.isSale ? isBought : isSubscribed);
      return { isSubscribed, isBought, canView };
    },
  };
}
export type AccessService = ReturnType<typeof createAccessService>;
