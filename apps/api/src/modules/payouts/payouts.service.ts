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
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { InsufficientFundsError, ledgerAccount, type Ledger, type Tx } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { netEarnedMinor, nextReleaseAt } from '../earnings/earnings.repository.js';
import { payoutAccountOf } from '../payments/payments.repository.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { CONNECT_GATEWAYS, paidKey, type PayoutConnect } from './payouts.connect.js';
import { tellPayout } from './payouts.notices.js';
import * as repo from './payouts.repository.js';
import type { PayoutListQuery, PayoutRow } from './payouts.repository.js';

export type { PayoutListQuery, PayoutRow } from './payouts.repository.js';

const OPEN: PayoutStatus[] = ['pending', 'approved'];

/** Where paid-out money goes in the books: the gateway (or bank) that carried it out. */
function outAccount(row: PayoutRow) {
  const method = row.paymentAccountType;
  if (isBankMethod(method)) return ledgerAccount.gateway('bank');
  if (method !== 'stripe') return ledgerAccount.gateway(method);
  const gateway = (row.paymentAccountInfo as { paymentGateway?: unknown }).paymentGateway;
  return ledgerAccount.gateway(typeof gateway === 'string' ? gateway : 'stripe');
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
    const account = await payoutAccountOf(db, performerId, CONNECT_GATEWAYS);
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
    const row = await repo.ownPayout(executor, performerId, id);
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
      const [earned, paid, next, balances, minimum, rate] = await Promise.all([
        netEarnedMinor(db, performerId),
        repo.sumPayoutTokens(db, performerId, 'done'),
        nextReleaseAt(db, performerId),
        ledger.balances([ledgerAccount.earnings(performerId).id, ledgerAccount.pending(performerId).id]),
        minimumMinor(),
        conversionRate(),
      ]);
      const open = await repo.sumPayoutTokens(db, performerId, OPEN);
      return {
        totalEarnedTokens: fromMinor(earned),
        previousPaidOutTokens: fromMinor(paid),
        remainingUnpaidTokens: fromMinor(balances.get(ledgerAccount.earnings(performerId).id) ?? 0),
        pendingTokens: fromMinor(balances.get(ledgerAccount.pending(performerId).id) ?? 0),
        nextReleaseAt: next ? new Date(next).toISOString() : null,
        requestedTokens: fromMinor(open),
        minimumPayoutAmount: minimum.value,
        tokenConversionRate: rate,
      };
    },

    async hasOpen(performerId: string) {
      return (await repo.countPayouts(db, performerId, 'pending')) > 0;
    },

    async create(
      performerId: string,
      input: { requestTokens: number; requestNote: string; paymentAccountType: string; source: string },
      idempotencyKey?: string,
    ) {
      if (idempotencyKey) {
        const same = await repo.payoutByIdempotencyKey(db, performerId, idempotencyKey);
        if (same) return same;
      }
      // A friendly early answer; the partial unique index below is what guarantees it.
      const open = await repo.countPayouts(db, performerId, OPEN);
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
          const row = await repo.insertPayout(tx, {
            performerId,
            source: input.source,
            paymentAccountType: input.paymentAccountType,
            paymentAccountInfo: info,
            requestNote: input.requestNote,
            requestTokensMinor: amount,
            tokenConversionRate: rate.toFixed(4),
            idempotencyKey: idempotencyKey ?? null,
          });
          await hold(tx, performerId, `payout:${row.id}`, amount, { payoutRequestId: row.id });
          return row;
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'payout_requests_open_key')
          throw unprocessable(PAYOUT_MESSAGES.waitForCurrent, 'PAYOUT_OPEN_REQUEST');
        if (constraint === 'payout_requests_idempotency_key' && idempotencyKey) {
          const same = await repo.payoutByIdempotencyKey(db, performerId, idempotencyKey);
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
        const locked = await repo.lockPayout(tx, id);
        if (!locked || locked.status !== 'pending') throw unprocessable(PAYOUT_MESSAGES.notPending);
        const row = await repo.updatePayout(tx, id, {
          requestTokensMinor: amount,
          requestNote: input.requestNote,
          paymentAccountType: input.paymentAccountType,
          paymentAccountInfo: info,
          revision: locked.revision + 1,
          updatedAt: new Date(),
        });
        const delta = amount - locked.requestTokensMinor;
        if (delta !== 0)
          await hold(tx, performerId, `payout-amend:${id}:${row.revision}`, delta, { payoutRequestId: id });
        return row;
      });
    },

    /** The creator withdraws a pending request: its tokens go back to withdrawable. */
    async cancel(performerId: string, id: string) {
      await ownRequest(performerId, id);
      const row = await db.transaction(async (tx) => {
        const r = await repo.cancelPendingPayout(tx, id);
        if (!r) throw unprocessable(PAYOUT_MESSAGES.notPending);
        await hold(tx, performerId, `payout-release:${id}`, -r.requestTokensMinor, { payoutRequestId: id });
        return r;
      });
      return row;
    },

    view: (performerId: string, id: string) => ownRequest(performerId, id),

    async get(id: string) {
      const row = await repo.payoutById(db, id);
      if (!row) throw notFound();
      return row;
    },

    search: (query: PayoutListQuery) => repo.searchPayouts(db, query),

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
        const current = await repo.lockPayout(tx, id);
        if (!current) throw notFound();
        if (!PAYOUT_TRANSITIONS[current.status].includes(input.status))
          throw unprocessable(PAYOUT_MESSAGES.transition(current.status, input.status));
        const now = new Date();
        const updated = await repo.updatePayout(tx, id, {
          status: input.status,
          adminNote: input.adminNote,
          updatedAt: now,
          ...(input.status === 'done' ? { paidAt: now, payoutRef } : {}),
        });
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
        return updated;
      });
      tellPayout(notifier, row);
      return row;
    },
  };
  return service;
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
