import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchases, subscriptions } from '../../db/schema/index.js';

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

/** The statuses of a subscription that grants access until its expiry (see subscriptionActiveNow). */
export const ACCESS_STATUSES = ['active', 'created', 'deactivated'] as const;

/**
 * A subscription row that grants access now, whoever's it is: "active" of spec section 4 (status
 * active or created, not expired), and also a cancelled one ("deactivated") until its expiry, since
 * business-rules says cancelling stops renewal but access lasts until `expiredAt`. A SQL fragment for
 * any query on `subscriptions` (one fan's, one creator's, a batch).
 */
export const subscriptionActiveNow = () =>
  and(
    or(...ACCESS_STATUSES.map((status) => eq(subscriptions.status, status))),
    gt(subscriptions.expiredAt, new Date()),
  );

/** subscriptionActiveNow for a row already read. */
export const grantsAccessNow = (row: { status: string; expiredAt: Date } | undefined, now = Date.now()) =>
  !!row && row.expiredAt.getTime() > now && (ACCESS_STATUSES as readonly string[]).includes(row.status);

/** The fan's subscriptions that grant access now (see subscriptionActiveNow). */
export const activeSubscription = (userId: string) => and(eq(subscriptions.userId, userId), subscriptionActiveNow());

/** Is this fan's subscription to this creator active now? A signed-out visitor (null) never is. */
export async function isSubscribedNow(db: Db, fanId: string | null, creatorId: string) {
  if (!fanId) return false;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(activeSubscription(fanId), eq(subscriptions.performerId, creatorId)))
    .limit(1);
  return !!row;
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
      await db
        .insert(subscriptions)
        .values({ userId, performerId, subscriptionType: 'monthly', status: 'active', expiredAt })
        .onConflictDoUpdate({
          target: [subscriptions.userId, subscriptions.performerId],
          set: { status: 'active', expiredAt },
        });
    },

    /** Fans whose subscription to the creator grants access now, by id after `after` (notification fan-outs). */
    async subscriberIds(performerId: string, after: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.userId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.performerId, performerId),
            subscriptionActiveNow(),
            after ? gt(subscriptions.userId, after) : undefined,
          ),
        )
        .orderBy(asc(subscriptions.userId))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async entitlements(viewer: ContentViewer, target: string, items: { id: string; ownerId: string }[]) {
      const result: Entitlements = { subscribed: new Set(), bought: new Set() };
      if (!viewer.id || !items.length) return result;
      const owners = [...new Set(items.map((i) => i.ownerId))];
      const [subs, bought] = await Promise.all([
        db
          .select({ performerId: subscriptions.performerId })
          .from(subscriptions)
          .where(and(activeSubscription(viewer.id), inArray(subscriptions.performerId, owners))),
        db
          .select({ targetId: purchases.targetId })
          .from(purchases)
          .where(
            and(
              eq(purchases.userId, viewer.id),
              eq(purchases.target, target),
              inArray(
                purchases.targetId,
                items.map((i) => i.id),
              ),
            ),
          ),
      ]);
      for (const s of subs) result.subscribed.add(s.performerId);
      for (const b of bought) result.bought.add(b.targetId);
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
