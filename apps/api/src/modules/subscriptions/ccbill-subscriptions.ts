import { toMinor } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount, type Tx } from '../ledger/ledger.service.js';
import type { CcbillSubscriptionHandlers } from '../payments/ccbill-webhook.js';
import { paymentsRepository, updatePending, type NewPayment } from '../payments/payments.repository.js';
import type { PaymentRow } from '../payments/payments.service.js';
import type { createSubscriptionNotices } from './subscription-notices.js';
import type { PaymentRowInput } from './payment-rows.js';
import { DAY_MS, type PaidType } from './subscription-rows.js';
import { subscriptionsTable, type SubscriptionRow } from './subscriptions.repository.js';

/**
 * Subscriptions bought through CCBill (issue #20), applied from its webhooks: the sale pays the first
 * period (a free trial's sale of 0 starts the trial, with no earning), each rebill records the
 * creator's earning and adds a period from max(now, expiry), Cancellation and Expiration stop renewal
 * (access lasts to expiry), and a refund, chargeback or void reverses that payment's earning and ends
 * access now; later rebills of a subscription taken back add no period.
 */

/** One paid period added to a fan's subscription (`extend` in the subscriptions service). */
export interface PeriodInput {
  userId: string;
  performerId: string;
  type: PaidType;
  priceMinor: number;
  gateway: string;
  transactionId: string;
  gatewaySubscriptionId?: string | null;
  cardId?: string | null;
  periodEnd?: Date | null;
}

export interface CcbillSubscriptionDeps {
  db: Db;
  earnings: EarningsService;
  notices: ReturnType<typeof createSubscriptionNotices>;
  recount(performerId: string): Promise<void>;
  announcePayment(userId: string, paymentId: string, success: boolean): void;
  extend(tx: Tx, input: PeriodInput): Promise<SubscriptionRow & { renewed: boolean }>;
  paymentRowValues(input: PaymentRowInput): Promise<NewPayment>;
}

const GATEWAY = 'ccbill';
const paidType = (type: string): PaidType => (type.startsWith('yearly') ? 'yearly' : 'monthly');

/** A free trial's terms, kept on its pending payment's product: its days, then the monthly price. */
function trialOf(row: PaymentRow) {
  if (row.type !== 'free_subscription') return null;
  const product = row.products[0] ?? {};
  const days = Number(product.trialDays);
  const recurring = Number(product.recurringPrice);
  return {
    days: Number.isInteger(days) && days >= 1 ? days : 1,
    recurringMinor: Number.isFinite(recurring) ? toMinor(recurring) : 0,
  };
}

export function createCcbillSubscriptionHandlers(deps: CcbillSubscriptionDeps): CcbillSubscriptionHandlers {
  const { earnings, notices } = deps;

  const byRef = (tx: Tx, subscriptionId: string) =>
    subscriptionsTable.byGatewayRefForUpdate(tx, GATEWAY, subscriptionId);

  /** The creator's earning of a CCBill payment, paid from the gateway's clearing account. */
  const earn = (tx: Tx, row: PaymentRow, transactionId: string, ledgerKind: string) =>
    earnings.record(tx, {
      from: ledgerAccount.gateway(GATEWAY),
      payerId: row.userId,
      performerId: row.performerId!,
      grossMinor: row.totalPriceMinor,
      transactionId: row.id,
      sourceType: 'performer',
      type: row.type,
      isToken: false,
      paymentGateway: GATEWAY,
      key: `ccbill:${transactionId}`,
      ledgerKind,
    });

  return {
    async started(tx, row, ref) {
      const claimed = await updatePending(tx, row.id, { status: 'success', gatewayRef: ref.transactionId });
      if (!claimed || !row.performerId) return {};
      const trial = trialOf(claimed);
      // A trial's sale is 0: no earning; the first rebill pays the creator.
      const recorded = trial ? null : await earn(tx, claimed, ref.transactionId, 'subscription');
      const period = {
        userId: row.userId,
        performerId: row.performerId,
        gateway: GATEWAY,
        transactionId: row.id,
        gatewaySubscriptionId: ref.subscriptionId,
      };
      let sub = await deps.extend(tx, {
        ...period,
        type: paidType(row.type),
        priceMinor: trial?.recurringMinor ?? row.totalPriceMinor,
        periodEnd: trial ? new Date(Date.now() + trial.days * DAY_MS) : null,
      });
      if (trial) {
        const started = await subscriptionsTable.update(tx, sub.id, {
          subscriptionType: 'free',
          usedFreeSubscription: true,
        });
        sub = Object.assign(started!, { renewed: sub.renewed });
      }
      await paymentsRepository.update(tx, row.id, {
        ledgerTransactionId: recorded?.posted.transactionId ?? null,
        subscriptionId: sub.id,
      });
      return {
        after: async () => {
          notices.paid(sub, row.id, sub.renewed);
          await deps.recount(sub.performerId);
          deps.announcePayment(row.userId, row.id, true);
        },
      };
    },

    async renewed(tx, input) {
      const sub = await byRef(tx, input.subscriptionId);
      if (!sub) return 'pending';
      const type = paidType(sub.subscriptionType);
      const row = await paymentsRepository.insertIfAbsent(tx, {
        ...(await deps.paymentRowValues({
          id: newId(),
          userId: sub.userId,
          performerId: sub.performerId,
          type,
          priceMinor: input.amountMinor,
          gateway: GATEWAY,
          status: 'success',
          subscriptionId: sub.id,
          creatorName: '',
        })),
        gatewayRef: input.transactionId,
      });
      if (!row) return {};
      const recorded = await earn(tx, row, input.transactionId, 'subscription_renewal');
      await paymentsRepository.update(tx, row.id, { ledgerTransactionId: recorded.posted.transactionId });
      if (input.revoked) return {};
      let next: SubscriptionRow = await deps.extend(tx, {
        userId: sub.userId,
        performerId: sub.performerId,
        type,
        priceMinor: input.amountMinor,
        gateway: GATEWAY,
        transactionId: row.id,
        gatewaySubscriptionId: input.subscriptionId,
      });
      if (input.ended) {
        const stopped = await subscriptionsTable.update(tx, sub.id, { status: 'deactivated', nextRecurringDate: null });
        next = stopped ?? next;
      }
      return {
        after: async () => {
          notices.paid(next, row.id, true);
          await deps.recount(sub.performerId);
        },
      };
    },

    async ended(tx, subscriptionId) {
      const sub = await byRef(tx, subscriptionId);
      if (!sub) return 'pending';
      const row = await subscriptionsTable.update(tx, sub.id, { status: 'deactivated', nextRecurringDate: null });
      return {
        after: async () => {
          if (sub.status !== 'deactivated') notices.cancelled(row!);
          await deps.recount(sub.performerId);
        },
      };
    },

    async reversed(tx, row, subscriptionId) {
      const claimed = await paymentsRepository.markRefunded(tx, row.id);
      if (!claimed) return {};
      const earning = await earnings.byTransaction(row.id, tx);
      if (earning) await earnings.refund(tx, earning.id, ledgerAccount.gateway(GATEWAY));
      const sub = await subscriptionsTable.endNowByGatewayRef(tx, GATEWAY, subscriptionId);
      return { after: async () => (sub ? deps.recount(sub.performerId) : undefined) };
    },
  };
}
