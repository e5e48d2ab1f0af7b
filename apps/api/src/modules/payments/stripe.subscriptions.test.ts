/** `stripe` card subscriptions: activated by invoice.paid, renewed once per invoice, cancelled at Stripe, renewals that need 3-D Secure. */
import { describe, expect, it, vi } from 'vitest';
import { DECLINED_MESSAGE, type FakeStripe } from '../../test/fake-stripe.js';
import { okData } from '../../test/checks.js';
import type { TestApp } from '../../test/index.js';
import { withStripeGateway } from '../../test/stripe-gateway.js';

let t: TestApp;
let stripe: FakeStripe;
const {
  reconciled,
  paymentRow,
  isSubscribed,
  fanWithCard,
  creator,
  subscribeMonthly,
  deliverAll,
  subscriptionOf,
  periodEndOf,
  earningsTotal,
} = withStripeGateway((app, fake) => {
  t = app;
  stripe = fake;
});

describe('stripe card subscriptions', () => {
  it('keep the paid period but stop renewing when the cancellation arrives before the invoices', async () => {
    const c = await creator(995);
    const fan = await fanWithCard();
    const mark = stripe.mark();
    const checkout = await subscribeMonthly(fan, c.user.id);
    const sub = subscriptionOf(checkout.json().data._id);
    const renewal = stripe.renew(sub.id);
    stripe.cancel(sub.id);
    const events = stripe.eventsSince(mark);
    // Every subscription event first, the invoices last (newest first): the worst order.
    const first = events.filter((e) => e.type.startsWith('customer.subscription.'));
    await deliverAll([...first, ...events.filter((e) => !first.includes(e)).reverse()]);
    const row = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(row).toMatchObject({ status: 'deactivated', nextRecurringDate: null, gatewaySubscriptionId: sub.id });
    expect(row.expiredAt.getTime()).toBe(periodEndOf(renewal.id));
    expect(await isSubscribed(fan.token, c.user.id)).toBe(true);
    expect(await earningsTotal(c.token)).toBe(2);
    await reconciled();
  });

  it('activate on invoice.paid, record the earning, renew once per invoice, and cancel at Stripe keeping access', async () => {
    const c = await creator(995);
    const fan = await fanWithCard();
    const mark = stripe.mark();
    const payment = okData(await subscribeMonthly(fan, c.user.id));
    expect(payment).toMatchObject({
      status: 'processing',
      paymentGateway: 'stripe',
      type: 'monthly_subscription',
      totalPrice: 9.95,
    });
    const sub = subscriptionOf(payment._id);
    expect(sub).toMatchObject({
      status: 'active',
      customer: fan.card.customerId,
      default_payment_method: fan.card.token,
      metadata: { userId: fan.user.id, performerId: c.user.id, type: 'monthly', cardId: fan.card._id },
      items: {
        data: [
          {
            price: {
              unit_amount: 995,
              currency: 'usd',
              recurring: { interval: 'month' },
              product: 'fanlane_creator_subscription',
            },
          },
        ],
      },
    });
    const create = stripe.requests.find(
      (r) => r.path === '/v1/subscriptions' && r.idempotencyKey === `subscription:${payment._id}`,
    );
    expect(create?.form).toMatchObject({ payment_behavior: 'allow_incomplete', expand: ['latest_invoice.payments'] });
    // Paid at Stripe, but nothing is granted before Stripe's invoice.paid arrives.
    expect(await isSubscribed(fan.token, c.user.id)).toBe(false);

    await deliverAll(stripe.eventsSince(mark));
    expect(await isSubscribed(fan.token, c.user.id)).toBe(true);
    const first = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(first).toMatchObject({ status: 'active', subscriptionType: 'monthly', gatewaySubscriptionId: sub.id });
    const firstInvoice = stripe.invoices.get((await paymentRow(payment._id)).gatewayRef!)!;
    expect(first.expiredAt.getTime()).toBe(periodEndOf(firstInvoice.id));
    expect((await paymentRow(payment._id)).status).toBe('success');
    const earning = (await t.inject('GET', '/performer/earning/search', c.token)).json().data;
    expect(earning).toMatchObject({
      total: 1,
      data: [
        {
          type: 'monthly_subscription',
          grossPrice: 9.95,
          commission: 1.99,
          netPrice: 7.96,
          isToken: false,
          paymentGateway: 'stripe',
        },
      ],
    });

    // Stripe renews: one more period per invoice, however often its events come.
    const m2 = stripe.mark();
    const renewal = stripe.renew(sub.id);
    await deliverAll(stripe.eventsSince(m2));
    await deliverAll(stripe.eventsSince(m2));
    const renewed = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(renewed.expiredAt.getTime()).toBe(periodEndOf(renewal.id));
    expect(renewed.expiredAt.getTime()).toBeGreaterThan(first.expiredAt.getTime());
    expect(await earningsTotal(c.token)).toBe(2);
    const history = (await t.inject('GET', '/payment/transactions/user/search', fan.token)).json().data;
    expect(history.data.map((p: { status: string }) => p.status)).toEqual(['success', 'success']);

    // Cancel: Stripe stops billing; the fan keeps access until the end of the paid period.
    const m3 = stripe.mark();
    const cancel = await t.inject('POST', `/payment/stripe/cancel-subscription/${renewed.id}`, fan.token);
    expect(cancel.json().data).toEqual({ success: true });
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
    await deliverAll(stripe.eventsSince(m3));
    await deliverAll(stripe.eventsSince(m2));
    const cancelled = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(cancelled).toMatchObject({ status: 'deactivated', nextRecurringDate: null });
    expect(cancelled.expiredAt.getTime()).toBe(renewed.expiredAt.getTime());
    expect(await isSubscribed(fan.token, c.user.id)).toBe(true);
    const mine = (await t.inject('GET', '/subscriptions/user/search', fan.token)).json().data.data[0];
    expect(mine).toMatchObject({ status: 'deactivated', paymentGateway: 'stripe', subscriptionId: sub.id });
    expect(await earningsTotal(c.token)).toBe(2);
    await reconciled();
  });

  it('wait for 3-D Secure at checkout, and a declined card subscribes nothing', async () => {
    const c = await creator(995);
    const fan = await fanWithCard('pm_card_authenticationRequired');
    const mark = stripe.mark();
    const payment = (await subscribeMonthly(fan, c.user.id, fan.card._id)).json().data;
    const sub = subscriptionOf(payment._id);
    const pi = stripe.paymentOfInvoice(sub.latest_invoice!)!;
    expect(payment).toMatchObject({ status: 'require_authentication', stripeClientSecret: pi.client_secret });
    await deliverAll(stripe.eventsSince(mark));
    expect(await isSubscribed(fan.token, c.user.id)).toBe(false);
    const m2 = stripe.mark();
    stripe.completeAction(pi.id);
    await deliverAll(stripe.eventsSince(m2));
    expect(await isSubscribed(fan.token, c.user.id)).toBe(true);
    expect((await paymentRow(payment._id)).status).toBe('success');

    const declined = await fanWithCard('pm_card_chargeDeclined');
    const m3 = stripe.mark();
    const res = await subscribeMonthly(declined, c.user.id);
    expect(res.json()).toMatchObject({ statusCode: 422, message: DECLINED_MESSAGE });
    await deliverAll(stripe.eventsSince(m3));
    expect(await isSubscribed(declined.token, c.user.id)).toBe(false);
    expect(await t.services.subscriptions.pair(declined.user.id, c.user.id)).toBeUndefined();
    const history = (await t.inject('GET', '/payment/transactions/user/search', declined.token)).json().data.data;
    expect(history).toMatchObject([{ status: 'fail', failureMessage: DECLINED_MESSAGE }]);
    expect(await earningsTotal(c.token)).toBe(1);
    await reconciled();
  });
});

describe('stripe renewals needing 3-D Secure', () => {
  it('ask the fan with stripe_confirm_payment (not for the first invoice), then invoice.paid renews', async () => {
    const c = await creator(995);
    const fan = await fanWithCard('pm_card_authenticationRequired');
    const emits = vi.spyOn(t.services.realtime, 'emitToUser');
    const asked = () => emits.mock.calls.filter(([, event]) => event === 'stripe_confirm_payment');
    try {
      const mark = stripe.mark();
      const checkout = (await subscribeMonthly(fan, c.user.id)).json().data;
      expect(checkout.status).toBe('require_authentication');
      const sub = subscriptionOf(checkout._id);
      stripe.completeAction(stripe.paymentOfInvoice(sub.latest_invoice!)!.id);
      const firstEvents = stripe.eventsSince(mark);
      expect(firstEvents.map((e) => e.type)).toContain('invoice.payment_action_required');
      await deliverAll(firstEvents);
      // The checkout's answer carried the first invoice's client secret: no second request.
      expect(asked()).toHaveLength(0);
      expect(await isSubscribed(fan.token, c.user.id)).toBe(true);

      const m2 = stripe.mark();
      const renewal = stripe.renew(sub.id);
      const pi = stripe.paymentOfInvoice(renewal.id)!;
      expect(pi.status).toBe('requires_action');
      const events = stripe.eventsSince(m2);
      await deliverAll([...events, ...events]);
      expect(asked()).toHaveLength(1);
      const [userId, , payload] = asked()[0]!;
      const request = payload as { _id: string; status: string; stripeClientSecret: string; type: string };
      expect(userId).toBe(fan.user.id);
      expect(request).toMatchObject({
        status: 'require_authentication',
        stripeClientSecret: pi.client_secret,
        type: 'monthly_subscription',
        paymentGateway: 'stripe',
        totalPrice: 9.95,
      });
      // Not paid yet: one earning (the first period), the fan's history lists the waiting renewal.
      expect(await earningsTotal(c.token)).toBe(1);
      const intent = (await t.inject('GET', `/payment-intents/status/${request._id}`, fan.token)).json().data;
      expect(intent).toMatchObject({ status: 'require_authentication', clientSecret: pi.client_secret });
      expect((await t.inject('GET', `/payment-intents/status/${request._id}`, c.token)).statusCode).toBe(403);

      // The page ran confirmCardPayment; it asks the server to re-check, which never pays on its word.
      const m3 = stripe.mark();
      stripe.completeAction(pi.id);
      const recheck = await t.inject('PUT', `/payment-intents/success/${request._id}`, fan.token);
      expect(recheck.statusCode, recheck.body).toBe(200);
      expect(await earningsTotal(c.token)).toBe(1);
      await deliverAll(stripe.eventsSince(m3));
      expect((await paymentRow(request._id)).status).toBe('success');
      const row = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
      expect(row.expiredAt.getTime()).toBe(periodEndOf(renewal.id));
      expect(await earningsTotal(c.token)).toBe(2);
      expect(asked()).toHaveLength(1);
      await reconciled();
    } finally {
      emits.mockRestore();
    }
  });
});
