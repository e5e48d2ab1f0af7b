import { sql, type SQL } from 'drizzle-orm';
import { SETTINGS, fromMinor } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import type { SettingsService } from '../settings/settings.service.js';
import { commissionOverrideOf } from '../performers/performers.repository.js';
import { createEarningsRepository, insertEarningCte, type EarningQuery } from './earnings.repository.js';
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

export type { EarningQuery, EarningRow } from './earnings.repository.js';

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
  const repo = createEarningsRepository(db);

  /**
   * The creator's commission rate and the hold, read through the caller's transaction: on PGlite (one
   * connection) a query outside it would wait for the transaction forever.
   */
  async function terms(tx: Tx | Db, performerId: string): Promise<{ rate: number; holdDays: number }> {
    // One round trip: the creator's override and both settings.
    const row = await repo.terms(tx, performerId);
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
      commission !== undefined ? commission : commissionOverrideOf(db, performerId),
      settings.get('performerCommission'),
      settings.get('earningHoldDays'),
    ]);
    return termsFrom(override, rate, hold);
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
      const earning = await repo.insert(tx, {
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
      });
      return { posted, earning };
    },

    /**
     * `record` as common table expressions, for ONE statement that runs on its own (no explicit
     * transaction; see the ledger's `postingCtes`): the posting (`lt`, `lv`, `la`, `le`) and the
     * earning (`er`), written only when `when` holds. A replayed key or a short account makes the
     * whole statement fail: `postingRefusal`. Its values are placeholders (the text is built once,
     * `db/statements.ts`); `recordValues` fills them.
     */
    recordCtes(options: { when: SQL }) {
      return sql`${postingCtes({ when: options.when, replay: 'fail' })},
      ${insertEarningCte()}`;
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
      const due = await repo.releasable(now);
      let released = 0;
      for (const e of due) {
        const done = await db.transaction(async (tx) => {
          if (!(await repo.claimRelease(tx, e.id, now))) return false;
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
      const e = await repo.markRefunded(tx, earningId);
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

    byTransaction: (transactionId: string, tx?: Tx) => repo.byTransaction(transactionId, tx),

    search: (performerId: string, query: EarningQuery) => repo.search(performerId, query),

    async stats(performerId: string, query: Partial<EarningQuery> & { groupBy?: 'day' }) {
      const { totals, byType, series } = await repo.sums(performerId, query);
      const balances = await ledger.balances([
        ledgerAccount.pending(performerId).id,
        ledgerAccount.earnings(performerId).id,
      ]);
      const units = (v: string | number) => fromMinor(Number(v));
      return {
        totalGrossPrice: units(totals.gross),
        totalNetPrice: units(totals.net),
        totalSiteCommission: units(totals.commission),
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
