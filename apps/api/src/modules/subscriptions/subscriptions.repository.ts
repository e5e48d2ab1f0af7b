/**
 * The subscriptions table: the subscription verbs' reads and writes. Functions take the query
 * handle (the database, or the caller's transaction when the write commits with a payment).
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions, users } from '../../db/schema/index.js';
import { pageOf, sortOf, type DateRange, type SortedPage } from '../../db/paging.js';
import type { Tx } from '../ledger/ledger.service.js';
import { idsAfter, rowsAfter, rowWhere } from '../shared-repo/rows.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
type Q = Db | Tx;

export interface SubscriptionQuery extends SortedPage, DateRange {
  q?: string;
  performerId?: string;
  userId?: string;
  userIds?: string;
  subscriptionType?: string;
  status?: string;
}

/** Whose subscriptions: the fan's (`ownerId` is the fan) or the creator's (`ownerId` is the creator). */
export type SubscriptionSide = 'fan' | 'creator';

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

/** A fan's subscription to one creator (the pair key). */
const pairIs = (userId: string, performerId: string) =>
  and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId));
/** The subscription a gateway knows by `ref`. */
const gatewayRefIs = (gateway: string, ref: string) =>
  and(eq(subscriptions.paymentGateway, gateway), eq(subscriptions.gatewaySubscriptionId, ref));

/** The first subscription meeting `where`, its row locked until the caller's transaction ends. */
async function firstForUpdate(tx: Tx, where: SQL | undefined): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(where).for('update');
  return row;
}

export const subscriptionsTable = {
  async byId(q: Q, id: string): Promise<SubscriptionRow | null> {
    return rowWhere(q, subscriptions, eq(subscriptions.id, id));
  },

  /** A fan's subscription to one creator (the pair key); undefined when none. */
  async pair(q: Q, userId: string, performerId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await q.select().from(subscriptions).where(pairIs(userId, performerId));
    return row;
  },

  /** `pair`, its row locked until the caller's transaction ends (SELECT … FOR UPDATE). */
  pairForUpdate(tx: Tx, userId: string, performerId: string): Promise<SubscriptionRow | undefined> {
    return firstForUpdate(tx, pairIs(userId, performerId));
  },

  async insert(q: Q, values: NewSubscription): Promise<SubscriptionRow> {
    const [row] = await q.insert(subscriptions).values(values).returning();
    return row!;
  },

  async update(q: Q, id: string, change: Partial<NewSubscription>): Promise<SubscriptionRow | null> {
    const [row] = await q.update(subscriptions).set(change).where(eq(subscriptions.id, id)).returning();
    return row ?? null;
  },

  /**
   * Starts (or restarts) the pair's free trial unless the fan used one already: the pair key and the
   * flag make a second free trial impossible even for racing requests. Null when it was used.
   */
  async upsertFreeTrial(
    tx: Tx,
    pair: { userId: string; performerId: string },
    values: Omit<NewSubscription, 'userId' | 'performerId'>,
  ): Promise<SubscriptionRow | null> {
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...pair, ...values })
      .onConflictDoUpdate({
        target: [subscriptions.userId, subscriptions.performerId],
        set: values,
        setWhere: sql`${subscriptions.usedFreeSubscription} = false`,
      })
      .returning();
    return row ?? null;
  },

  /** Changes the subscription a gateway knows by `ref`; the row, or null when none. */
  async updateByGatewayRef(
    q: Q,
    gateway: string,
    ref: string,
    change: Partial<NewSubscription>,
  ): Promise<SubscriptionRow | null> {
    const [row] = await q.update(subscriptions).set(change).where(gatewayRefIs(gateway, ref)).returning();
    return row ?? null;
  },

  /** The subscription a gateway knows by `ref`, its row locked until the caller's transaction ends. */
  byGatewayRefForUpdate(tx: Tx, gateway: string, ref: string): Promise<SubscriptionRow | undefined> {
    return firstForUpdate(tx, gatewayRefIs(gateway, ref));
  },

  /** Ends the subscription a gateway knows by `ref` now (a reversed payment): no renewal, no access left. */
  async endNowByGatewayRef(tx: Tx, gateway: string, ref: string): Promise<SubscriptionRow | null> {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'deactivated', nextRecurringDate: null, expiredAt: sql`least(${subscriptions.expiredAt}, now())` })
      .where(gatewayRefIs(gateway, ref))
      .returning();
    return row ?? null;
  },

  /** A creator's subscribers whose access runs (active or created, unexpired). */
  async countRunning(q: Q, performerId: string): Promise<number> {
    const [count] = await q
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.performerId, performerId),
          inArray(subscriptions.status, ['active', 'created']),
          gt(subscriptions.expiredAt, new Date()),
        ),
      );
    return count?.n ?? 0;
  },

  /** Wallet subscriptions whose renewal is due at `now`, 500 at most. */
  dueForRenewal(q: Q, now: Date) {
    return q
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.paymentGateway, 'system'),
          eq(subscriptions.status, 'active'),
          ne(subscriptions.subscriptionType, 'free'),
          isNotNull(subscriptions.nextRecurringDate),
          lte(subscriptions.nextRecurringDate, now),
        ),
      )
      .limit(500);
  },

  /** Stops a subscription's renewal (access lasts until expiry). */
  async stopRenewal(q: Q, id: string): Promise<void> {
    await q.update(subscriptions).set({ nextRecurringDate: null }).where(eq(subscriptions.id, id));
  },

  /** The creators with a subscription that ended in (since, now]. */
  endedBetween(q: Q, since: Date, now: Date) {
    return q
      .select({ performerId: subscriptions.performerId })
      .from(subscriptions)
      .where(and(lte(subscriptions.expiredAt, now), gt(subscriptions.expiredAt, since)))
      .groupBy(subscriptions.performerId);
  },

  /**
   * Subscriptions in `statuses` whose access ends in (now, until] and that no card gateway renews,
   * by id after `after`, `limit` at a time.
   */
  expiringBetween(
    q: Q,
    statuses: SubscriptionRow['status'][],
    now: Date,
    until: Date,
    after: string | null,
    limit: number,
  ) {
    const ending = [
      // Cancelled ones too: access lasts until expiry.
      inArray(subscriptions.status, statuses),
      gt(subscriptions.expiredAt, now),
      lte(subscriptions.expiredAt, until),
      // Renewed by a card gateway: nothing ends.
      or(isNull(subscriptions.nextRecurringDate), eq(subscriptions.paymentGateway, 'system')),
    ];
    return rowsAfter(q, subscriptions, subscriptions.id, ending, after, limit);
  },

  /** One side's subscriptions, filtered by status and type, sorted and paged (contract 3.19). */
  search(q: Db, side: SubscriptionSide, ownerId: string, query: SubscriptionQuery) {
    const where = [...sides[side](ownerId, query), ...statusFilter(query.status)];
    return pageOf(
      q,
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
  },
};

/**
 * Subscriptions standing now (active or created, not expired) and their monthly revenue in minor units
 * as text (the dashboard): a monthly price counts whole, a yearly one as a twelfth, others nothing.
 */
export async function activeSubscriptionsMrr(db: Db): Promise<{ n: number; mrr: string } | undefined> {
  const result = await db.execute(sql`
        select count(*)::int as n,
          coalesce(sum(case subscription_type when 'monthly' then price_minor when 'yearly' then price_minor / 12.0 else 0 end), 0)::text as mrr
        from ${subscriptions} where status in ('active', 'created') and expired_at > now()`);
  return (result as unknown as { rows: { n: number; mrr: string }[] }).rows[0];
}

/* Content access (content/access.service.ts re-exports these for the content modules). */

/** The statuses of a subscription that grants access until its expiry (see subscriptionActiveNow). */
export const ACCESS_STATUSES = ['active', 'created', 'deactivated'] as const;

/**
 * A subscription row that grants access at `now` (a placeholder or value), as SQL over the
 * `subscriptions` table for statements built once: the same rule as subscriptionActiveNow.
 */
export const subscriptionGrantsAccess = (now: SQLWrapper) =>
  sql`${subscriptions.status} IN (${sql.join(
    ACCESS_STATUSES.map((status) => sql.raw(`'${status}'`)),
    sql`, `,
  )}) AND ${subscriptions.expiredAt} > ${now}::timestamptz`;

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

/** The fan's subscriptions that grant access now (see subscriptionActiveNow). */
export const activeSubscription = (userId: string) => and(eq(subscriptions.userId, userId), subscriptionActiveNow());

/** Whether the fan's subscription to the creator grants access now. */
export async function hasAccessSubscription(db: Db, fanId: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(activeSubscription(fanId), eq(subscriptions.performerId, creatorId)))
    .limit(1);
  return !!row;
}

/** Makes the fan's subscription to the creator active until `expiredAt` (demo data, tests). */
export async function upsertActiveSubscription(
  db: Db,
  userId: string,
  performerId: string,
  expiredAt: Date,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, performerId, subscriptionType: 'monthly', status: 'active', expiredAt })
    .onConflictDoUpdate({
      target: [subscriptions.userId, subscriptions.performerId],
      set: { status: 'active', expiredAt },
    });
}

/** Fans whose subscription to the creator grants access now, by id after `after`, `limit` at a time. */
export async function accessSubscriberIds(
  db: Db,
  performerId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const where = [eq(subscriptions.performerId, performerId), subscriptionActiveNow()];
  return idsAfter(db, subscriptions, subscriptions.userId, where, after, limit);
}

/** The creators among `performerIds` whose subscription by the fan grants access now. */
export async function subscribedAmong(db: Db, fanId: string, performerIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ performerId: subscriptions.performerId })
    .from(subscriptions)
    .where(and(activeSubscription(fanId), inArray(subscriptions.performerId, performerIds)));
  return rows.map((s) => s.performerId);
}
