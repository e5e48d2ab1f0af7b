/**
 * Applies a card gateway's recurring-billing events to subscriptions (Stripe, the sandbox): a paid
 * invoice adds a period and the creator's earning, a renewal waiting for 3-D Secure asks the fan to
 * confirm, and a cancelled or unpaid subscription stops renewing (access lasts to expiry).
 */
import { fromMinor } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.js';
import { paymentsRepository } from '../payments/payments.repository.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { extendPeriod } from './extend-period.js';
import { paymentRowValues } from './payment-rows.js';
import type { Recount } from './recount.js';
import type { createSubscriptionNotices } from './subscription-notices.js';
import type { PaidType, SubscriptionRow } from './subscription-rows.js';
import { subscriptionsTable } from './subscriptions.repository.js';

export interface GatewayEventsDeps {
  db: Db;
  earnings: EarningsService;
  payments: PaymentsService;
  performers: PerformersRepository;
  realtime: Realtime;
  notices: ReturnType<typeof createSubscriptionNotices>;
  recount: Recount;
  /** The fan's payment page hears where to go next (`payments.announceOutcome`). */
  announcePayment(userId: string, paymentId: string, success: boolean): void;
}

export function createGatewayEvents(deps: GatewayEventsDeps) {
  const { db, earnings, payments, performers, realtime, notices, recount, announcePayment } = deps;

  /** Applies a paid invoice of a card subscription: the earning, and one more period. Runs once per invoice. */
  async function invoicePaid(gateway: PaymentGateway, invoiceRef: string) {
    const invoice = await gateway.retrieveInvoice(invoiceRef);
    // Not ours to apply: unpaid, or an invoice of no subscription (Stripe sends every invoice).
    if (!invoice.paid || !invoice.subscriptionRef) return;
    const remote = await gateway.retrieveSubscription(invoice.subscriptionRef);
    const meta = remote.metadata;
    if (!meta.userId || !meta.performerId || !meta.type) return;
    const type = meta.type as PaidType;
    const creatorName = (await performers.findMany([meta.performerId])).get(meta.performerId)?.user.name ?? '';
    const outcome = await db.transaction(async (tx) => {
      // The first invoice pays the payment row made at checkout; renewals get a row of their own.
      let row = await paymentsRepository.byGatewayRef(tx, gateway.name, invoiceRef);
      if (!row && meta.paymentId) {
        row = await paymentsRepository.attachFirstInvoice(tx, meta.paymentId, invoiceRef);
      }
      if (!row) {
        row = await paymentsRepository.insertIfAbsent(tx, {
          ...(await paymentRowValues({
            id: newId(),
            userId: meta.userId!,
            performerId: meta.performerId!,
            type,
            priceMinor: invoice.amountMinor,
            gateway: gateway.name,
            status: 'processing',
            subscriptionId: meta.subscriptionId ?? null,
            creatorName,
          })),
          gatewayRef: invoiceRef,
        });
        if (!row) return null;
      }
      const recorded = await earnings.record(tx, {
        from: ledgerAccount.gateway(gateway.name),
        payerId: meta.userId!,
        performerId: meta.performerId!,
        grossMinor: invoice.amountMinor,
        transactionId: row.id,
        sourceType: 'performer',
        type: `${type}_subscription`,
        isToken: false,
        paymentGateway: gateway.name,
        key: `invoice:${gateway.name}:${invoiceRef}`,
        ledgerKind: 'subscription',
      });
      if (recorded.posted.replayed) return null;
      await paymentsRepository.update(tx, row.id, {
        status: 'success',
        ledgerTransactionId: recorded.posted.transactionId,
      });
      const extended = await extendPeriod(tx, {
        userId: meta.userId!,
        performerId: meta.performerId!,
        type,
        priceMinor: invoice.amountMinor,
        gateway: gateway.name,
        transactionId: row.id,
        gatewaySubscriptionId: remote.ref,
        cardId: meta.cardId ?? null,
        periodEnd: invoice.periodEnd,
      });
      let sub: SubscriptionRow = extended;
      // Cancelled at the gateway already (its events can come before this invoice's): the paid period
      // stands, renewal does not.
      if (remote.status === 'canceled') {
        sub = (await subscriptionsTable.update(tx, sub.id, { status: 'deactivated', nextRecurringDate: null }))!;
      }
      return { sub, renewed: extended.renewed, paymentId: row.id, net: recorded.earning?.netMinor ?? 0 };
    });
    if (!outcome) return;
    notices.paid(outcome.sub, outcome.paymentId, outcome.renewed);
    await recount(outcome.sub.performerId);
    if (outcome.net > 0)
      realtime.emitToUser(outcome.sub.performerId, 'update_balance', { token: fromMinor(outcome.net) });
    announcePayment(outcome.sub.userId, outcome.paymentId, true);
  }

  /**
   * A renewal invoice's card payment waits for 3-D Secure (Stripe's `invoice.payment_action_required`):
   * the renewal gets a payment row `require_authentication` with the PaymentIntent's client secret,
   * and the fan's open pages get `stripe_confirm_payment` to run Stripe.js' check. Access is extended
   * only by the invoice.paid event that follows. The first invoice is left alone: the checkout's
   * answer already carried its client secret.
   */
  async function invoiceActionRequired(gateway: PaymentGateway, invoiceRef: string) {
    const invoice = await gateway.retrieveInvoice(invoiceRef);
    const payment = invoice.payment;
    if (invoice.paid || !invoice.subscriptionRef || payment?.status !== 'requires_action' || !payment.clientSecret)
      return;
    const remote = await gateway.retrieveSubscription(invoice.subscriptionRef);
    const meta = remote.metadata;
    if (!meta.userId || !meta.performerId || !meta.type) return;
    if (meta.paymentId) {
      const checkout = await paymentsRepository.byId(db, meta.paymentId);
      if (checkout && (checkout.gatewayRef === null || checkout.gatewayRef === invoiceRef)) return;
    }
    const creatorName = (await performers.findMany([meta.performerId])).get(meta.performerId)?.user.name ?? '';
    await paymentsRepository.addIfAbsent(db, {
      ...(await paymentRowValues({
        id: newId(),
        userId: meta.userId,
        performerId: meta.performerId,
        type: meta.type as PaidType,
        priceMinor: invoice.amountMinor,
        gateway: gateway.name,
        status: 'require_authentication',
        subscriptionId: meta.subscriptionId ?? null,
        creatorName,
      })),
      gatewayRef: invoiceRef,
      clientSecret: payment.clientSecret,
    });
    const row = await paymentsRepository.byGatewayRef(db, gateway.name, invoiceRef);
    // Paid meanwhile (events in any order), or failed: nothing to confirm.
    if (row?.status !== 'require_authentication') return;
    realtime.emitToUser(row.userId, 'stripe_confirm_payment', await payments.presentPayment(row));
  }

  /** The gateway changed a recurring subscription (cancelled, unpaid): renewal stops, access lasts to expiry. */
  async function subscriptionChanged(gateway: PaymentGateway, ref: string) {
    const remote = await gateway.retrieveSubscription(ref);
    if (remote.status === 'active') return;
    const meta = remote.metadata;
    if (remote.status === 'incomplete' && remote.latestPayment?.status === 'failed' && meta.paymentId) {
      await paymentsRepository.updateUnlessSucceeded(db, meta.paymentId, {
        status: 'fail',
        failureMessage: remote.latestPayment.failureMessage,
      });
      if (meta.userId) announcePayment(meta.userId, meta.paymentId, false);
      return;
    }
    const row = await subscriptionsTable.updateByGatewayRef(db, gateway.name, ref, {
      nextRecurringDate: null,
      ...(remote.status === 'canceled' ? { status: 'deactivated' as const } : {}),
    });
    if (!row) return;
    if (remote.status === 'canceled') notices.cancelled(row);
    await recount(row.performerId);
  }

  async function paymentSettled(row: PaymentRow) {
    if (row.status === 'fail' || row.status === 'canceled') announcePayment(row.userId, row.id, false);
  }

  return { invoicePaid, subscriptionChanged, invoiceActionRequired, paymentSettled };
}
export type SubscriptionGatewayEvents = ReturnType<typeof createGatewayEvents>;
