/**
 * Searches subscriptions from one side (contract 3.19): a fan's own (created ones included) or a
 * creator's subscribers (name search, fans by id, created ones left out). Both sides share the
 * status filter, the type filter, the sort and the paging.
 */
import { eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions, users } from '../../db/schema/index.js';
import { pageOf, sortOf } from '../../db/paging.js';
import type { PresentSubscriptions } from './subscriptions.presenter.js';

export interface SubscriptionQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  q?: string;
  performerId?: string;
  userId?: string;
  userIds?: string;
  subscriptionType?: string;
  status?: string;
  fromDate?: string;
  toDate?: string;
}

/** Whose subscriptions: the fan's (`ownerId` is the fan) or the creator's (`ownerId` is the creator). */
export type SubscriptionSide = 'fan' | 'creator';

export interface SearchSubscriptionsDeps {
  db: Db;
  presentMany: PresentSubscriptions;
}

const typeFilter = (query: SubscriptionQuery) =>
  query.subscriptionType ? eq(subscriptions.subscriptionType, query.subscriptionType as 'monthly') : undefined;

/** The fan's name or username holds `q` (LIKE wildcards in `q` match literally). */
function fanNameMatches(q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`exists (select 1 from ${users} u where u.id = ${subscriptions.userId} and (u.name ilike ${like} or u.username ilike ${like}))`;
}

/** Each side's conditions, in the order they are written to SQL (an undefined one is no filter). */
const sides: Record<SubscriptionSide, (ownerId: string, query: SubscriptionQuery) => (SQL | undefined)[]> = {
  fan: (userId, query) => [
    eq(subscriptions.userId, userId),
    query.performerId ? eq(subscriptions.performerId, query.performerId) : undefined,
    typeFilter(query),
  ],
  creator: (performerId, query) => [
    eq(subscriptions.performerId, performerId),
    ne(subscriptions.status, 'created'),
    query.userId ? eq(subscriptions.userId, query.userId) : undefined,
    query.userIds ? inArray(subscriptions.userId, query.userIds.split(',').filter(Boolean)) : undefined,
    typeFilter(query),
    query.q ? fanNameMatches(query.q) : undefined,
  ],
};

export function createSearchSubscriptions({ db, presentMany }: SearchSubscriptionsDeps) {
  return async function searchSubscriptions(side: SubscriptionSide, ownerId: string, query: SubscriptionQuery) {
    const where = [...sides[side](ownerId, query), ...statusFilter(query.status)];
    const { rows, total } = await pageOf(
      db,
      subscriptions,
      where,
      sortOf(
        query,
        {
          createdAt: subscriptions.createdAt,
          expiredAt: subscriptions.expiredAt,
          updatedAt: subscriptions.updatedAt,
        },
        subscriptions.updatedAt,
        subscriptions.id,
      ),
      query,
    );
    return { data: await presentMany(rows), total };
  };
}
export type SearchSubscriptions = ReturnType<typeof createSearchSubscriptions>;

/** Contract 3.19: active = active and unexpired; suspended = active but expired; else the literal status. */
function statusFilter(status: string | undefined): SQL[] {
  if (!status) return [];
  if (status === 'active')
    return [
      or(eq(subscriptions.status, 'active'), eq(subscriptions.status, 'created'))!,
      gt(subscriptions.expiredAt, new Date()),
    ];
  if (status === 'suspended') return [eq(subscriptions.status, 'active'), lte(subscriptions.expiredAt, new Date())];
  if (status === 'cancelled' || status === 'deactivated') return [eq(subscriptions.status, 'deactivated')];
  return [eq(subscriptions.status, status as 'active')];
}
