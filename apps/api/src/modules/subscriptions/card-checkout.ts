/**
 * Subscribes by card: on a gateway with its own payment form (CCBill) the fan gets a link to pay on,
 * otherwise the saved card starts the gateway's recurring billing. Either way a checkout payment is
 * written first; the period itself starts when the gateway says it was paid (gateway-events.ts,
 * ccbill-subscriptions.ts).
 */
import { MONEY_MESSAGES, SUBSCRIPTION_DAYS, fromMinor } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { unprocessable } from '../../http/errors.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { paymentsRepository } from '../payments/payments.repository.js';
import { paymentRowValues } from './payment-rows.js';
import type { PaidType } from './subscription-rows.js';

/** What a fan buys at a card checkout; with `trialDays`, a free trial first (then `priceMinor` monthly). */
export interface Checkout {
  type: PaidType;
  priceMinor: number;
  creatorName: string;
  trialDays?: number;
}

export interface CardCheckoutDeps {
  db: Db;
  payments: PaymentsService;
}

export function createCardCheckout({ db, payments }: CardCheckoutDeps) {
  /**
   * A card subscription's checkout payment, `created` until the gateway settles it. A trial's is a
   * `free_subscription` of 0 whose product carries the trial's days and the price that follows.
   */
  async function pendingPayment(gateway: PaymentGateway, user: UserRow, performerId: string, terms: Checkout) {
    const paymentId = newId();
    const values = await paymentRowValues({
      id: paymentId,
      userId: user.id,
      performerId,
      ...terms,
      ...(terms.trialDays ? { type: 'free' as const, priceMinor: 0 } : {}),
      gateway: gateway.name,
      status: 'created',
      subscriptionId: null,
    });
    const trial = terms.trialDays ? { trialDays: terms.trialDays, recurringPrice: fromMinor(terms.priceMinor) } : {};
    const products = values.products.map((product) => ({ ...product, ...trial }));
    const payment = await paymentsRepository.insert(db, { ...values, products });
    /** The gateway refused: the payment fails with its message, the fan gets the clear answer. */
    const failed = async (err: Error): Promise<never> => {
      await paymentsRepository.update(db, paymentId, { status: 'fail', failureMessage: String(err.message) });
      return payments.gatewayFailure(err);
    };
    return { paymentId, payment, failed };
  }

  /**
   * A gateway with its own payment form (CCBill): a pending payment and the recurring link to pay it
   * on; the subscription starts when the gateway's webhook says the sale went through.
   */
  async function linkSubscription(gateway: PaymentGateway, user: UserRow, performerId: string, terms: Checkout) {
    const { paymentId, payment, failed } = await pendingPayment(gateway, user, performerId, terms);
    const paymentUrl = await gateway.subscriptionLink!({
      paymentId,
      amountMinor: terms.priceMinor,
      periodDays: SUBSCRIPTION_DAYS[terms.type],
      trialDays: terms.trialDays,
    }).catch(failed);
    return { payment, subscription: null, paymentUrl };
  }

  /** A saved card's recurring subscription at the gateway; answers the checkout payment as it stands. */
  async function subscribeByCard(
    user: UserRow,
    performerId: string,
    type: PaidType,
    priceMinor: number,
    creatorName: string,
    cardId: string | undefined,
  ) {
    const gateway = await payments.activeGateway();
    const card = await payments.findCard(user.id, gateway, cardId);
    const { paymentId, payment, failed } = await pendingPayment(gateway, user, performerId, {
      type,
      priceMinor,
      creatorName,
    });
    const remote = await gateway
      .createSubscription({
        amountMinor: priceMinor,
        currency: 'usd',
        customerId: card.customerId,
        cardToken: card.token,
        description: `${type} subscription to ${creatorName}`,
        interval: type === 'monthly' ? 'month' : 'year',
        periodDays: SUBSCRIPTION_DAYS[type],
        metadata: { paymentId, userId: user.id, performerId, type, cardId: card.id },
        idempotencyKey: `subscription:${paymentId}`,
      })
      .catch(failed);
    const current = await paymentsRepository.byId(db, paymentId);
    if (current!.status !== 'success') {
      const latest = remote.latestPayment;
      const status =
        latest?.status === 'requires_action'
          ? 'require_authentication'
          : latest?.status === 'failed'
            ? 'fail'
            : 'processing';
      await paymentsRepository.updateUnlessSucceeded(db, paymentId, {
        status,
        gatewayRef: remote.latestInvoiceRef ?? payment.gatewayRef,
        clientSecret: latest?.clientSecret ?? null,
        failureMessage: latest?.failureMessage ?? null,
      });
      if (status === 'fail') throw unprocessable(latest?.failureMessage ?? MONEY_MESSAGES.cardDeclined);
    }
    const final = await paymentsRepository.byId(db, paymentId);
    return final!;
  }

  return { linkSubscription, subscribeByCard };
}
export type CardCheckout = ReturnType<typeof createCardCheckout>;
