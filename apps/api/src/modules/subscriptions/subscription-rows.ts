/**
 * What every subscription verb shares: the row and paid types, whether a row grants access now,
 * and the read of a fan's subscription to one creator (the pair key).
 */
import type { Db } from '../../db/client.js';
import { grantsAccessNow } from '../content/access.service.js';
import { subscriptionsTable } from './subscriptions.repository.js';

export type { SubscriptionRow } from './subscriptions.repository.js';
export type PaidType = 'monthly' | 'yearly';

export const DAY_MS = 86_400_000;

/** Access still running: expiry ahead and a status that grants it (cancelled keeps access). */
export const hasAccess = grantsAccessNow;

/** Reads a fan's subscription to one creator. */
export function createFindPair(db: Db) {
  return async function pair(userId: string, performerId: string) {
    return subscriptionsTable.pair(db, userId, performerId);
  };
}
export type FindPair = ReturnType<typeof createFindPair>;
