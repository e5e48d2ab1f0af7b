/** The earnings table (creators' income rows) and the `er` CTE of a one-statement purchase. */
import { and, eq, gte, isNull, lte, min, sql, sum, type SQL } from 'drizzle-orm';
import type { earningQuerySchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { earnings } from '../../db/schema/index.js';
import { pageOf, sortOf } from '../../db/paging.js';
import { slot } from '../../db/statements.js';
import type { Tx } from '../ledger/ledger.service.js';
import { commissionOverrideSql } from '../performers/performers.repository.js';
import { settingValueSql } from '../settings/settings.repository.js';

export type EarningRow = typeof earnings.$inferSelect;
export type NewEarning = typeof earnings.$inferInsert;

/** The filters of a creator's earnings list and stats. */
export type EarningQuery = z.infer<typeof earningQuerySchema>;

function filters(performerId: string, query: Partial<EarningQuery>): SQL[] {
  const where: SQL[] = [eq(earnings.performerId, performerId)];
  if (query.type) where.push(eq(earnings.type, query.type));
  if (query.sourceType) where.push(eq(earnings.sourceType, query.sourceType));
  if (query.isToken === 'true' || query.isToken === 'false') where.push(eq(earnings.isToken, query.isToken === 'true'));
  if (query.isPaid === 'true' || query.isPaid === 'false') where.push(eq(earnings.isPaid, query.isPaid === 'true'));
  const from = query.fromDate ? new Date(query.fromDate) : null;
  const to = query.toDate ? new Date(query.toDate) : null;
  if (from && !Number.isNaN(from.getTime())) where.push(gte(earnings.createdAt, from));
  if (to && !Number.isNaN(to.getTime())) where.push(lte(earnings.createdAt, to));
  return where;
}

/**
 * The `er` common table expression of a one-statement purchase: the earning row, written from the
 * posting's `lt` transaction, its values placeholders (`db/statements.ts`) filled by the service's
 * `recordValues`.
 */
export function insertEarningCte() {
  return sql`er AS (
        INSERT INTO ${earnings} (id, user_id, performer_id, transaction_id, source_type, type, gross_minor,
          commission_minor, net_minor, commission_rate, payment_gateway, is_token, release_at, released_at,
          ledger_transaction_id)
        SELECT ${slot('earningId')}, ${slot('earningPayer')}, ${slot('earningPerformer')}, ${slot('earningTransaction')},
          ${slot('earningSourceType')}, ${slot('earningType')}, ${slot('earningGross')}::bigint,
          ${slot('earningCommission')}::bigint, ${slot('earningNet')}::bigint, ${slot('earningRate')}::numeric,
          ${slot('earningGateway')}, ${slot('earningIsToken')}::boolean, ${slot('earningReleaseAt')}::timestamptz,
          ${slot('earningReleasedAt')}::timestamptz, lt.id
        FROM lt
        RETURNING id
      )`;
}

/** The earnings table (creators' income rows); the ledger postings are the ledger's. */
export function createEarningsRepository(db: Db) {
  return {
    /**
     * The creator's commission override and both settings in one round trip, read through the
     * caller's transaction: on PGlite (one connection) a query outside it would wait forever.
     */
    async terms(tx: Tx | Db, performerId: string) {
      const { rows } = (await tx.execute(sql`
      SELECT ${commissionOverrideSql(performerId)} AS commission,
        ${settingValueSql('performerCommission')} AS rate,
        ${settingValueSql('earningHoldDays')} AS hold`)) as unknown as {
        rows: { commission: string | null; rate: unknown; hold: unknown }[];
      };
      return rows[0];
    },

    async insert(tx: Tx, values: NewEarning) {
      const [earning] = await tx.insert(earnings).values(values).returning();
      return earning!;
    },

    /** Earnings whose hold has ended and that are neither released nor refunded, 1000 at most. */
    releasable(now: Date) {
      return db
        .select()
        .from(earnings)
        .where(and(lte(earnings.releaseAt, now), isNull(earnings.releasedAt), isNull(earnings.refundedAt)))
        .limit(1000);
    },

    /** Marks one earning released unless released or refunded meanwhile; false when it was. */
    async claimRelease(tx: Tx, earningId: string, now: Date) {
      const [claimed] = await tx
        .update(earnings)
        .set({ releasedAt: now })
        .where(and(eq(earnings.id, earningId), isNull(earnings.releasedAt), isNull(earnings.refundedAt)))
        .returning({ id: earnings.id });
      return Boolean(claimed);
    },

    /** Marks one earning refunded unless it was already; null when it was. */
    async markRefunded(tx: Tx, earningId: string) {
      const [e] = await tx
        .update(earnings)
        .set({ refundedAt: new Date() })
        .where(and(eq(earnings.id, earningId), isNull(earnings.refundedAt)))
        .returning();
      return e ?? null;
    },

    /** The earning of one payment; `q` is the caller's transaction when it reads inside one. */
    async byTransaction(transactionId: string, q: Tx | Db = db) {
      const [row] = await q.select().from(earnings).where(eq(earnings.transactionId, transactionId));
      return row ?? null;
    },

    search(performerId: string, query: EarningQuery) {
      return pageOf(
        db,
        earnings,
        filters(performerId, query),
        sortOf(
          query,
          { createdAt: earnings.createdAt, grossPrice: earnings.grossMinor, netPrice: earnings.netMinor },
          earnings.createdAt,
          earnings.id,
        ),
        query,
      );
    },

    /** Sums of the creator's unrefunded earnings: in all, by type, and by UTC day when asked. */
    async sums(performerId: string, query: Partial<EarningQuery> & { groupBy?: 'day' }) {
      const where = and(...filters(performerId, query), isNull(earnings.refundedAt));
      const [totals] = await db
        .select({
          gross: sql<string>`coalesce(sum(${earnings.grossMinor}), 0)::text`,
          net: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text`,
          commission: sql<string>`coalesce(sum(${earnings.commissionMinor}), 0)::text`,
        })
        .from(earnings)
        .where(where);
      const byType = await db
        .select({
          type: earnings.type,
          gross: sql<string>`sum(${earnings.grossMinor})::text`,
          net: sql<string>`sum(${earnings.netMinor})::text`,
          commission: sql<string>`sum(${earnings.commissionMinor})::text`,
        })
        .from(earnings)
        .where(where)
        .groupBy(earnings.type)
        .orderBy(earnings.type);
      const day = sql<string>`to_char(date_trunc('day', ${earnings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const series =
        query.groupBy === 'day'
          ? await db
              .select({
                date: day,
                gross: sql<string>`sum(${earnings.grossMinor})::text`,
                net: sql<string>`sum(${earnings.netMinor})::text`,
                commission: sql<string>`sum(${earnings.commissionMinor})::text`,
              })
              .from(earnings)
              .where(where)
              .groupBy(day)
              .orderBy(day)
          : [];
      return { totals: totals!, byType, series };
    },
  };
}
export type EarningsRepository = ReturnType<typeof createEarningsRepository>;

/** The creator's net earnings (minor units), refunded ones left out: what a payout summary calls earned. */
export async function netEarnedMinor(db: Db, performerId: string): Promise<number> {
  const [row] = await db
    .select({ net: sum(earnings.netMinor) })
    .from(earnings)
    .where(and(eq(earnings.performerId, performerId), isNull(earnings.refundedAt)));
  return Number(row?.net ?? 0);
}

/** When the creator's next held earning is released, or null when none is held. */
export async function nextReleaseAt(db: Db, performerId: string): Promise<string | Date | null> {
  const [row] = await db
    .select({ next: min(earnings.releaseAt) })
    .from(earnings)
    .where(and(eq(earnings.performerId, performerId), isNull(earnings.releasedAt), isNull(earnings.refundedAt)));
  return row?.next ?? null;
}
