import { and, desc, eq, inArray, isNull, min, sum } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES,
  PAYOUT_TRANSITIONS,
  fromMinor,
  isBankMethod,
  toMinor,
  type PayoutStatus,
} from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { dateRangeOf, pageOf, sortOf } from '../../db/paging.js';
import { earnings, gatewayAccounts, payoutRequests } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { InsufficientFundsError, ledgerAccount, type Ledger, type Tx } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { CONNECT_GATEWAYS, paidKey, type PayoutConnect } from './payouts.connect.js';
import { tellPayout } from './payouts.notices.js';

export type PayoutRow = typeof payoutRequests.$inferSelect;

const OPEN: PayoutStatus[] = ['pending', 'approved'];

/** Where paid-out money goes in the books: the gateway (or bank) that carried it out. */
function outAccount(row: PayoutRow) {
  const method = row.paymentAccountType;
  if (isBankMethod(method)) return ledgerAccount.gateway('bank');
  if (method !== 'stripe') return ledgerAccount.gateway(method);
  const gateway = (row.paymentAccountInfo as { paymentGateway?: unknown }).paymentGateway;
  return ledgerAccount.gateway(typeof gateway === 'string' ? gateway : 'stripe');
}

export interface PayoutListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  fromDate?: string;
  toDate?: string;
  status?: string;
  paymentAccountType?: string;
  performerId?: string;
}

/**
 * Payout requests (business-rules "Payouts", docs/money.md). Every change of a request's money is a
 * ledger posting in the same transaction as the row: `payout:<id>` holds the tokens
 * (withdrawable → payout_clearing), `payout-amend:<id>:<revision>` adjusts an edited amount,
 * `payout-release:<id>` gives them back (rejected, cancelled), `payout-paid:<id>` pays them out
 * (payout_clearing → the gateway's or bank's clearing account).
 */
export function createPayoutsService(deps: {
  db: Db;
  ledger: Ledger;
  settings: SettingsService;
  performers: PerformersRepository;
  audit: AuditService;
  notifier: Notifier;
  connect: PayoutConnect;
}) {
  const { db, ledger, settings, performers, audit, notifier, connect } = deps;

  /** The payment details a method needs, or the refusal of the contract when they are missing. */
  async function paymentDetails(performerId: string, method: string): Promise<Record<string, unknown>> {
    if (isBankMethod(method)) {
      const bank = await performers.banking(performerId);
      if (!bank) throw notFound(PAYOUT_MESSAGES.missingBanking);
      return {
        firstName: bank.firstName,
        lastName: bank.lastName,
        bankName: bank.bankName,
        bankAccount: bank.bankAccount,
        bankRouting: bank.bankRouting,
        bankSwiftCode: bank.bankSwiftCode,
        SSN: bank.ssn,
        address: bank.address,
        city: bank.city,
        state: bank.state,
        country: bank.country,
      };
    }
    if (method === 'paypal') {
      const paypal = await performers.gatewaySetting(performerId, 'paypal');
      const email = (paypal?.value as { email?: unknown } | undefined)?.email;
      if (!paypal || typeof email !== 'string' || !email) throw unprocessable(PAYOUT_MESSAGES.missingPaypal);
      return { email, phoneNumber: (paypal.value as { phoneNumber?: unknown }).phoneNumber ?? '' };
    }
    // Stripe's account first; the sandbox opens stand-in accounts when it is the active gateway.
    const [account] = await db
      .select()
      .from(gatewayAccounts)
      .where(and(eq(gatewayAccounts.userId, performerId), inArray(gatewayAccounts.paymentGateway, CONNECT_GATEWAYS)))
      .orderBy(desc(eq(gatewayAccounts.paymentGateway, 'stripe')));
    if (!account) throw unprocessable(PAYOUT_MESSAGES.missingStripe);
    return {
      accountId: account.accountId,
      payoutsEnabled: account.payoutsEnabled,
      paymentGateway: account.paymentGateway,
    };
  }

  async function minimumMinor() {
    const value = Number(await settings.get('minimumPayoutAmount'));
    return { value: Number.isFinite(value) ? value : 0, minor: toMinor(Number.isFinite(value) ? value : 0) };
  }

  async function conversionRate() {
    const rate = Number(await settings.get('tokenConversionRate'));
    return Number.isFinite(rate) && rate > 0 ? rate : 1;
  }

  async function ownRequest(performerId: string, id: string, executor: Db | Tx = db) {
    const [row] = await executor
      .select()
      .from(payoutRequests)
      .where(and(eq(payoutRequests.id, id), eq(payoutRequests.performerId, performerId)));
    if (!row) throw notFound();
    return row;
  }

  /** Posts a movement between withdrawable earnings and payout clearing; a short balance is the contract's 422. */
  async function hold(tx: Tx, performerId: string, key: string, amount: number, meta: Record<string, unknown>) {
    try {
      await ledger.post(tx, {
        key,
        kind: amount > 0 ? 'payout_hold' : 'payout_release',
        meta,
        entries: [
          { account: ledgerAccount.earnings(performerId), amount: -amount },
          { account: ledgerAccount.payoutClearing(), amount },
        ],
      });
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw unprocessable(PAYOUT_MESSAGES.overBalance);
      throw err;
    }
  }

  const service = {
    async calculate(performerId: string) {
      const [[earned], [paid], [released], balances, minimum, rate] = await Promise.all([
        db
          .select({ net: sum(earnings.netMinor) })
          .from(earnings)
          .where(and(eq(earnings.performerId, performerId), isNull(earnings.refundedAt))),
        db
          .select({ total: sum(payoutRequests.requestTokensMinor) })
          .from(payoutRequests)
          .where(and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.status, 'done'))),
        db
          .select({ next: min(earnings.releaseAt) })
          .from(earnings)
          .where(and(eq(earnings.performerId, performerId), isNull(earnings.releasedAt), isNull(earnings.refundedAt))),
        ledger.balances([ledgerAccount.earnings(performerId).id, ledgerAccount.pending(performerId).id]),
        minimumMinor(),
        conversionRate(),
      ]);
      const open = await db
        .select({ total: sum(payoutRequests.requestTokensMinor) })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.performerId, performerId), inArray(payoutRequests.status, OPEN)));
      return {
        totalEarnedTokens: fromMinor(Number(earned?.net ?? 0)),
        previousPaidOutTokens: fromMinor(Number(paid?.total ?? 0)),
        remainingUnpaidTokens: fromMinor(balances.get(ledgerAccount.earnings(performerId).id) ?? 0),
        pendingTokens: fromMinor(balances.get(ledgerAccount.pending(performerId).id) ?? 0),
        nextReleaseAt: released?.next ? new Date(released.next).toISOString() : null,
        requestedTokens: fromMinor(Number(open[0]?.total ?? 0)),
        minimumPayoutAmount: minimum.value,
        tokenConversionRate: rate,
      };
    },

    async hasOpen(performerId: string) {
      return (
        (await db.$count(
          payoutRequests,
          and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.status, 'pending')),
        )) > 0
      );
    },

    async create(
      performerId: string,
      input: { requestTokens: number; requestNote: string; paymentAccountType: string; source: string },
      idempotencyKey?: string,
    ) {
      if (idempotencyKey) {
        const [same] = await db
          .select()
          .from(payoutRequests)
          .where(and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.idempotencyKey, idempotencyKey)));
        if (same) return same;
      }
      // A friendly early answer; the partial unique index below is what guarantees it.
      const open = await db.$count(
        payoutRequests,
        and(eq(payoutRequests.performerId, performerId), inArray(payoutRequests.status, OPEN)),
      );
      if (open > 0) throw unprocessable(PAYOUT_MESSAGES.waitForCurrent, 'PAYOUT_OPEN_REQUEST');
      const amount = toMinor(input.requestTokens);
      const minimum = await minimumMinor();
      if (amount < minimum.minor) throw unprocessable(PAYOUT_MESSAGES.minimum(minimum.value), 'PAYOUT_MINIMUM');
      const info = await paymentDetails(performerId, input.paymentAccountType);
      const rate = await conversionRate();
      try {
        return await db.transaction(async (tx) => {
          // The partial unique index admits one open request per creator: a second one waits for
          // the first transaction and then fails here, before any money moves.
          const [row] = await tx
            .insert(payoutRequests)
            .values({
              performerId,
              source: input.source,
              paymentAccountType: input.paymentAccountType,
              paymentAccountInfo: info,
              requestNote: input.requestNote,
              requestTokensMinor: amount,
              tokenConversionRate: rate.toFixed(4),
              idempotencyKey: idempotencyKey ?? null,
            })
            .returning();
          await hold(tx, performerId, `payout:${row!.id}`, amount, { payoutRequestId: row!.id });
          return row!;
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'payout_requests_open_key')
          throw unprocessable(PAYOUT_MESSAGES.waitForCurrent, 'PAYOUT_OPEN_REQUEST');
        if (constraint === 'payout_requests_idempotency_key' && idempotencyKey) {
          const [same] = await db
            .select()
            .from(payoutRequests)
            .where(and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.idempotencyKey, idempotencyKey)));
          if (same) return same;
        }
        throw err;
      }
    },

    /** Changes a pending request's amount, note or method; the hold follows the amount. */
    async update(
      performerId: string,
      id: string,
      input: { requestTokens: number; requestNote: string; paymentAccountType: string },
    ) {
      const amount = toMinor(input.requestTokens);
      const minimum = await minimumMinor();
      if (amount < minimum.minor) throw unprocessable(PAYOUT_MESSAGES.minimum(minimum.value), 'PAYOUT_MINIMUM');
      const current = await ownRequest(performerId, id);
      if (current.status !== 'pending') throw unprocessable(PAYOUT_MESSAGES.notPending);
      const info = await paymentDetails(performerId, input.paymentAccountType);
      return db.transaction(async (tx) => {
        // The row lock orders concurrent edits: the delta is against the amount held now.
        const [locked] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for('update');
        if (!locked || locked.status !== 'pending') throw unprocessable(PAYOUT_MESSAGES.notPending);
        const [row] = await tx
          .update(payoutRequests)
          .set({
            requestTokensMinor: amount,
            requestNote: input.requestNote,
            paymentAccountType: input.paymentAccountType,
            paymentAccountInfo: info,
            revision: locked.revision + 1,
            updatedAt: new Date(),
          })
          .where(eq(payoutRequests.id, id))
          .returning();
        const delta = amount - locked.requestTokensMinor;
        if (delta !== 0)
          await hold(tx, performerId, `payout-amend:${id}:${row!.revision}`, delta, { payoutRequestId: id });
        return row!;
      });
    },

    /** The creator withdraws a pending request: its tokens go back to withdrawable. */
    async cancel(performerId: string, id: string) {
      await ownRequest(performerId, id);
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(payoutRequests)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(and(eq(payoutRequests.id, id), eq(payoutRequests.status, 'pending')))
          .returning();
        if (!r) throw unprocessable(PAYOUT_MESSAGES.notPending);
        await hold(tx, performerId, `payout-release:${id}`, -r.requestTokensMinor, { payoutRequestId: id });
        return r;
      });
      return row;
    },

    view: (performerId: string, id: string) => ownRequest(performerId, id),

    async get(id: string) {
      const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, id));
      if (!row) throw notFound();
      return row;
    },

    async search(query: PayoutListQuery) {
      return pageOf(
        db,
        payoutRequests,
        [
          query.performerId ? eq(payoutRequests.performerId, query.performerId) : undefined,
          query.status ? eq(payoutRequests.status, query.status as PayoutStatus) : undefined,
          query.paymentAccountType ? eq(payoutRequests.paymentAccountType, query.paymentAccountType) : undefined,
          dateRangeOf(query, payoutRequests.createdAt),
        ],
        sortOf(
          query,
          {
            createdAt: payoutRequests.createdAt,
            updatedAt: payoutRequests.updatedAt,
            requestTokens: payoutRequests.requestTokensMinor,
          },
          payoutRequests.createdAt,
          payoutRequests.id,
        ),
        query,
      );
    },

    /**
     * An operator's decision (pending → approved | rejected, approved → done | rejected). Rejecting
     * returns the held tokens; done pays them out of the books. Audited in the same transaction; the
     * creator is told after the commit.
     */
    async setStatus(
      actor: AuditActor,
      id: string,
      input: { status: 'approved' | 'rejected' | 'done'; adminNote: string },
    ) {
      // A Stripe Connect request is paid by a transfer before it is marked done; a refusal leaves it
      // approved. The transfer's idempotency key names the request, so a retry sends nothing twice.
      let payoutRef: string | null = null;
      if (input.status === 'done') {
        const current = await service.get(id);
        if (current.paymentAccountType === 'stripe' && current.status === 'approved')
          payoutRef = await connect.transfer(current);
      }
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for('update');
        if (!current) throw notFound();
        if (!PAYOUT_TRANSITIONS[current.status].includes(input.status))
          throw unprocessable(PAYOUT_MESSAGES.transition(current.status, input.status));
        const now = new Date();
        const [updated] = await tx
          .update(payoutRequests)
          .set({
            status: input.status,
            adminNote: input.adminNote,
            updatedAt: now,
            ...(input.status === 'done' ? { paidAt: now, payoutRef } : {}),
          })
          .where(eq(payoutRequests.id, id))
          .returning();
        if (input.status === 'rejected')
          await hold(tx, current.performerId, `payout-release:${id}`, -current.requestTokensMinor, {
            payoutRequestId: id,
          });
        if (input.status === 'done')
          await ledger.post(tx, {
            key: paidKey(current),
            kind: 'payout_paid',
            meta: { payoutRequestId: id, method: current.paymentAccountType, transfer: payoutRef },
            entries: [
              { account: ledgerAccount.payoutClearing(), amount: -current.requestTokensMinor },
              { account: outAccount(current), amount: current.requestTokensMinor },
            ],
          });
        await audit.record(
          actor,
          {
            action: `payout.${input.status}`,
            targetType: 'payout_request',
            targetId: id,
            before: { status: current.status },
            after: {
              status: input.status,
              adminNote: input.adminNote,
              requestTokens: fromMinor(current.requestTokensMinor),
            },
            reason: input.adminNote,
          },
          tx,
        );
        return updated!;
      });
      tellPayout(notifier, row);
      return row;
    },
  };
  return service;
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
