/**
 * What every subscription verb shares: the row and paid types, whether a row grants access now,
 * and the read of a fan's subscription to one creator (the pair key).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';
import { grantsAccessNow } from '../content/access.service.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaidType = 'monthly' | 'yearly';

export const DAY_MS = 86_400_000;

/** Access still running: expiry ahead and a status that grants it (cancelled keeps access). */
export const hasAccess = grantsAccessNow;

/** Reads a fan's subscription to one creator. */
export function createFindPair(db: Db) {
  return async function pair(userId: string, performerId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId)));
    return row;
  };
}
export type FindPair = ReturnType<typeof createFindPair>;
