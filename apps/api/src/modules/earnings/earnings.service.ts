import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { SETTINGS, fromMinor, type ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { earnings, performerProfiles, settings as settingsTable } from '../../db/schema/index.js';
import { pageOf, sortOf } from '../../db/paging.js';
import { newId } from '../../db/ids.js';
import { slot } from '../../db/statements.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  ledgerAccount,
  postingCtes,
  postingValues,
  splitCommission,
  type AccountRef,
  type Ledger,
  type PostInput,
  type Tx,
} from '../ledger/ledger.service.js';

export type EarningRow = typeof earnings.$inferSelect;

export interface EarningInput {
  /** Where the gross comes from: the fan's wallet, or a gateway's clearing account (card payments). */
  from: AccountRef;
  payerId: string;
  performerId: string;
  grossMinor: number;
  /** The token or payment transaction that paid it (one earning each). */
  transactionId: string;
  sourceType: string;
  type: string;
  isToken: boolean;
  paymentGateway: string;
  key: string;
  ledgerKind: string;
  meta?: Record<string, unknown>;
}

export interface EarningQuery extends ListQuery {
  type?: string;
  sourceType?: string;
  isToken?: string;
  isPaid?: string;
}

const DAY_MS = 86_400_000;

/** When a hold of `holdDays` ends; with none the earning is released as it is made. */
const holdOf = (holdDays: number, now = Date.now()) => {
  const releaseAt = new Date(now + Math.max(0, holdDays) * DAY_MS);
  return { releaseAt, releasedAt: holdDays > 0 ? null : releaseAt };
};

/**
 * The ledger transaction of one payment to a creator: payer −gross, creator +net, platform +commission.
 * The net goes on hold (pending) for `earningHoldDays`; with no hold it is withdrawable at once.
 */
function posting(input: EarningInput, commission: number, net: number, holdDays: number): PostInput {
  return {
    key: input.key,
    kind: input.ledgerKind,
    meta: { transactionId: input.transactionId, ...input.meta },
    entries: [
      { account: input.from, amount: -input.grossMinor },
      {
        account: holdDays > 0 ? ledgerAccount.pending(input.performerId) : ledgerAccount.earnings(input.performerId),
        amount: net,
      },
      // The platform's shard is chosen by the key, so concurrent payments rarely share a row lock.
      { account: ledgerAccount.platform(input.key), amount: commission },
    ],
  };
}

/**
 * Creators' income (business-rules "Money"): every payment to a creator is one ledger transaction
 * moving the gross out of the payer's account into the creator's pending earnings (net) and the
 * platform's revenue (commission), with an earning row recording the split and the hold. A job
 * releases holds into withdrawable earnings; a refund reverses whatever is left.
 */
/** The commission rate and hold from the creator's override (null: none) and the two settings. */
function termsFrom(commission: string | null | undefined, rate: unknown, hold: unknown) {
  const value = (stored: unknown, key: 'performerCommission' | 'earningHoldDays') =>
    typeof stored === 'number' ? stored : (SETTINGS[key].default as number);
  return {
    rate: commission !== null && commission !== undefined ? Number(commission) : value(rate, 'performerCommission'),
    holdDays: value(hold, 'earningHoldDays'),
  };
}

export function createEarningsService(deps: {
  db: Db;
  ledger: Ledger;
  /** The settings service's cached reads, for `termsOf`. */
  settings: Pick<SettingsService, 'get'>;
}) {
  const { db, ledger, settings } = deps;

  /**
   * The creator's commission rate and the hold, read through the caller's transaction: on PGlite (one
   * connection) a query outside it would wait for the transaction forever.
   */
  async function terms(tx: Tx | Db, performerId: string): Promise<{ rate: number; holdDays: number }> {
    // One round trip: the creator's override and both settings.
    const { rows } = (await tx.execute(sql`
      SELECT (SELECT ${performerProfiles.commission}::text FROM ${performerProfiles}
                WHERE ${performerProfiles.userId} = ${performerId}) AS commission,
        (SELECT ${settingsTable.value} FROM ${settingsTable} WHERE ${settingsTable.key} = 'performerCommission') AS rate,
        (SELECT ${settingsTable.value} FROM ${settingsTable} WHERE ${settingsTable.key} = 'earningHoldDays') AS hold`)) as unknown as {
      rows: { commission: string | null; rate: unknown; hold: unknown }[];
    };
    const row = rows[0];
    return termsFrom(row?.commission, row?.rate, row?.hold);
  }

  /**
   * `terms` for a caller outside any transaction (a wallet purchase): the settings come from the
   * settings service's cache, which a change made in this process drops at once and other processes'
   * changes reach within its lifetime (5 s). `commission` is the creator's override when the caller
   * read it already (null: none); left out, it is read here.
   */
  async function termsOf(performerId: string, commission?: string | null): Promise<{ rate: number; holdDays: number }> {
    const [override, rate, hold] = await Promise.all([
      commission !== undefined
        ? commission
        : db
            .select({ commission: sql<string | null>`${performerProfiles.commission}::text` })
            .from(performerProfiles)
            .where(eq(performerProfiles.userId, performerId))
            .then((rows) => rows[0]?.commission ?? null),
      settings.get('performerCommission'),
      settings.get('earningHoldDays'),
    ]);
    return termsFrom(override, rate, hold);
  }

  function filters(performerId: string, query: Partial<EarningQuery>): SQL[] {
    const where: SQL[] = [eq(earnings.performerId, performerId)];
    if (query.type) where.push(eq(earnings.type, query.type));
    if (query.sourceType) where.push(eq(earnings.sourceType, query.sourceType));
    if (query.isToken === 'true' || query.isToken === 'false')
      where.push(eq(earnings.isToken, query.isToken === 'true'));
    if (query.isPaid === 'true' || query.isPaid === 'false') where.push(eq(earnings.isPaid, query.isPaid === 'true'));
    const from = query.fromDate ? new Date(query.fromDate) : null;
    const to = query.toDate ? new Date(query.toDate) : null;
    if (from && !Number.isNaN(from.getTime())) where.push(gte(earnings.createdAt, from));
    if (to && !Number.isNaN(to.getTime())) where.push(lte(earnings.createdAt, to));
    return where;
  }

  return {
    terms,
    termsOf,

    /** Posts the payment and records the earning, inside the caller's transaction. */
    async record(tx: Tx, input: EarningInput) {
      const { rate, holdDays } = await terms(tx, input.performerId);
      const { commission, net } = splitCommission(input.grossMinor, rate);
      const posted = await ledger.post(tx, posting(input, commission, net, holdDays));
      if (posted.replayed) return { posted, earning: null };
      const { releaseAt, releasedAt } = holdOf(holdDays);
      const [earning] = await tx
        .insert(earnings)
        .values({
          userId: input.payerId,
          performerId: input.performerId,
          transactionId: input.transactionId,
          sourceType: input.sourceType,
          type: input.type,
          grossMinor: input.grossMinor,
          commissionMinor: commission,
          netMinor: net,
          commissionRate: rate.toFixed(4),
          paymentGateway: input.paymentGateway,
          isToken: input.isToken,
          releaseAt,
          releasedAt,
          ledgerTransactionId: posted.transactionId,
        })
        .returning();
      return { posted, earning: earning! };
    },

    /**
     * `record` as common table expressions, for ONE statement that runs on its own (no explicit
     * transaction; see the ledger's `postingCtes`): the posting (`lt`, `lv`, `la`, `le`) and the
     * earning (`er`), written only when `when` holds. A replayed key or a short account makes the
     * whole statement fail: `postingRefusal`. Its values are placeholders (the text is built once,
     * `db/statements.ts`); `recordValues` fills them.
     */
    recordCtes(options: { when: SQL }) {
      return sql`${postingCtes({ when: options.when })},
      er AS (
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
    },

    /**
     * The values of `recordCtes`' placeholders for one payment; `rate` and `holdDays` come from
     * `termsOf()`, read before.
     */
    recordValues(
      input: EarningInput,
      { rate, holdDays }: { rate: number; holdDays: number },
      ledgerTransactionId: string,
    ) {
      const { commission, net } = splitCommission(input.grossMinor, rate);
      const post = posting(input, commission, net, holdDays);
      const { releaseAt, releasedAt } = holdOf(holdDays);
      const values: Record<string, unknown> = {
        ...postingValues(post, ledgerTransactionId),
        earningId: newId(),
        earningPayer: input.payerId,
        earningPerformer: input.performerId,
        earningTransaction: input.transactionId,
        earningSourceType: input.sourceType,
        earningType: input.type,
        earningGross: input.grossMinor,
        earningCommission: commission,
        earningNet: net,
        earningRate: rate.toFixed(4),
        earningGateway: input.paymentGateway,
        earningIsToken: input.isToken,
        earningReleaseAt: releaseAt.toISOString(),
        earningReleasedAt: releasedAt?.toISOString() ?? null,
      };
      return { posting: post, values, commission, net };
    },

    /** Moves every hold that has ended into withdrawable earnings; safe to run twice or in parallel. */
    async releaseDue(now = new Date()) {
      const due = await db
        .select()
        .from(earnings)
        .where(and(lte(earnings.releaseAt, now), isNull(earnings.releasedAt), isNull(earnings.refundedAt)))
        .limit(1000);
      let released = 0;
      for (const e of due) {
        const done = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(earnings)
            .set({ releasedAt: now })
            .where(and(eq(earnings.id, e.id), isNull(earnings.releasedAt), isNull(earnings.refundedAt)))
            .returning({ id: earnings.id });
          if (!claimed) return false;
          if (e.netMinor > 0) {
            await ledger.post(tx, {
              key: `release:${e.id}`,
              kind: 'hold_release',
              meta: { earningId: e.id },
              entries: [
                { account: ledgerAccount.pending(e.performerId), amount: -e.netMinor },
                { account: ledgerAccount.earnings(e.performerId), amount: e.netMinor },
              ],
            });
          }
          return true;
        });
        if (done) released += 1;
      }
      return released;
    },

    /**
     * Refunds one earning's payment: the payer gets the gross back, the creator loses the net (from
     * pending or, once released, withdrawable earnings) and the platform its commission. Refused when
     * the creator has already spent (paid out) the money.
     */
    async refund(tx: Tx, earningId: string, refundTo: AccountRef) {
      const [e] = await tx
        .update(earnings)
        .set({ refundedAt: new Date() })
        .where(and(eq(earnings.id, earningId), isNull(earnings.refundedAt)))
        .returning();
      if (!e) return null;
      const creatorAccount = e.releasedAt
        ? ledgerAccount.earnings(e.performerId)
        : ledgerAccount.pending(e.performerId);
      const posted = await ledger.post(tx, {
        key: `refund:${e.id}`,
        kind: 'refund',
        reversalOf: e.ledgerTransactionId,
        meta: { earningId: e.id },
        entries: [
          { account: creatorAccount, amount: -e.netMinor },
          { account: ledgerAccount.platform(`refund:${e.id}`), amount: -e.commissionMinor },
          { account: refundTo, amount: e.grossMinor },
        ],
      });
      return { earning: e, posted };
    },

    async byTransaction(transactionId: string) {
      const [row] = await db.select().from(earnings).where(eq(earnings.transactionId, transactionId));
      return row ?? null;
    },

    async search(performerId: string, query: EarningQuery) {
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

    async stats(performerId: string, query: Partial<EarningQuery> & { groupBy?: 'day' }) {
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
      const balances = await ledger.balances([
        ledgerAccount.pending(performerId).id,
        ledgerAccount.earnings(performerId).id,
      ]);
      const units = (v: string | number) => fromMinor(Number(v));
      return {
        totalGrossPrice: units(totals!.gross),
        totalNetPrice: units(totals!.net),
        totalSiteCommission: units(totals!.commission),
        pendingNetPrice: units(balances.get(ledgerAccount.pending(performerId).id) ?? 0),
        withdrawableNetPrice: units(balances.get(ledgerAccount.earnings(performerId).id) ?? 0),
        byType: byType.map((r) => ({
          type: r.type,
          gross: units(r.gross),
          net: units(r.net),
          commission: units(r.commission),
        })),
        series: series.map((r) => ({
          date: r.date,
          gross: units(r.gross),
          net: units(r.net),
          commission: units(r.commission),
        })),
      };
    },
  };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
