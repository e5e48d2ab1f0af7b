/**
 * Searches subscriptions from one side (contract 3.19): a fan's own (created ones included) or a
 * creator's subscribers (name search, fans by id, created ones left out). Both sides share the
 * status filter, the type filter, the sort and the paging.
 */
import type { Db } from '../../db/client.js';
import type { PresentSubscriptions } from './subscriptions.presenter.js';
import { subscriptionsTable, type SubscriptionQuery, type SubscriptionSide } from './subscriptions.repository.js';

export type { SubscriptionQuery, SubscriptionSide } from './subscriptions.repository.js';

export interface SearchSubscriptionsDeps {
  db: Db;
  presentMany: PresentSubscriptions;
}

export function createSearchSubscriptions({ db, presentMany }: SearchSubscriptionsDeps) {
  return async function searchSubscriptions(side: SubscriptionSide, ownerId: string, query: SubscriptionQuery) {
    const { rows, total } = await subscriptionsTable.search(db, side, ownerId, query);
    return { data: await presentMany(rows), total };
  };
}
export type SearchSubscriptions = ReturnType<typeof createSearchSubscriptions>;
