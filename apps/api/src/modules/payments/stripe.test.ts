import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { earnings, paymentTransactions, webhookEvents } from '../../db/schema/index.js';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  DECLINED_MESSAGE,
  startFakeStripe,
  type FakeStripe,
  type FakeStripeEvent,
} from '../../test/fake-stripe.js';
import { buildTestApp, seededRandom, type TestApp } from '../../test/index.js';

/**
 * The `stripe` gateway end to end: the app talks to a local fake Stripe through the real SDK, and
 * the tests deliver the events Stripe would send, signed as Stripe signs them.
 */

let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: 'sk_test_x', webhookSecret: 'whsec_test' });
  t = await buildTestApp(stripe.env());
  await t.services.settings.update({ paymentGateway: 'stripe' });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const reconciled = async () => expect((await t.services.ledger.reconcile()).ok).toBe(true);
const paymentRow = async (id: string) =>
  (await t.services.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
const isSubscribed = async (token: string, performerId: string) =>
  (await t.inject('GET', `/performers/${performerId}`, token)).json().data.isSubscribed as boolean;

const cardBody = (token: string) => ({
  token,
  last4Digits: '4242',
  brand: 'Visa',
  month: '12',
  year: '2099',
  holderName: 'Jamie Fan',
  paymentGateway: 'stripe',
});

async function fanWithCard(token = 'pm_card_visa') {
  const fan = await t.services.testing.createUserWithSession();
  const res = await t.inject('POST', '/stripe/cards', fan.token, cardBody(token));
  expect(res.statusCode, res.body).toBe(200);
  return { ...fan, card: res.json().data as { _id: string; token: string; customerId: string } };
}

const creator = (monthlyPrice = 995) => t.services.testing.creator({ monthlyPrice });

async function deliverAll(events: FakeStripeEvent[]) {
  for (const event of events) {
    const res = await stripe.deliver(t.app, event);
    expect(res.statusCode, `${event.type}: ${res.body}`).toBe(200);
  }
}

/** Each event 1-3 times, all in a shuffled order: what an at-least-once, unordered sender may do. */
function redeliveries(events: FakeStripeEvent[], seed: number) {
  const next = seededRandom(seed);
  const out = events.flatMap((e) => Array.from({ length: 1 + Math.floor(next() * 3) }, () => e));
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const subscriptionOf = (paymentId: string) =>
  [...stripe.subscriptions.values()].find((s) => s.metadata.paymentId === paymentId)!;
const periodEndOf = (invoiceId: string) => stripe.invoices.get(invoiceId)!.lines.data[0]!.period.end * 1000;

describe('stripe cards', () => {
  it('attaches the payment method to the fan’s customer, refuses a duplicate, and detaches on delete', async () => {
    const fan = await fanWithCard();
    expect(fan.card).toMatchObject({
      paymentGateway: 'stripe',
      isProduction: false,
      last4Digits: '4242',
      brand: 'visa',
      holderName: 'Jamie Fan',
      month: '12',
    });
    // Stripe makes a new PaymentMethod from a test token; that one is what is saved.
    expect(fan.card.token).toMatch(/^pm_/);
    expect(fan.card.token).not.toBe('pm_card_visa');
    expect(stripe.customers.get(fan.card.customerId)).toMatchObject({
      email: fan.user.email,
      metadata: { userId: fan.user.id },
    });
    expect(stripe.paymentMethods.get(fan.card.token)!.customer).toBe(fan.card.customerId);

    // The same card number again (a card token this time): Stripe's fingerprint tells.
    const again = await t.inject('POST', '/stripe/cards', fan.token, cardBody('tok_visa'));
    expect(again.json()).toMatchObject({ statusCode: 422, message: 'Duplicated payment card!' });
    const attached = [...stripe.paymentMethods.values()].filter((pm) => pm.customer === fan.card.customerId);
    expect(attached.map((pm) => pm.id)).toEqual([fan.card.token]);

    const second = await t.inject('POST', '/stripe/cards', fan.token, cardBody('pm_card_mastercard'));
    expect(second.json().data).toMatchObject({
      brand: 'mastercard',
      last4Digits: '4444',
      customerId: fan.card.customerId,
    });
    expect(
      [...stripe.customers.values()].filter(
        (c) => c.metadata && (c.metadata as { userId?: string }).userId === fan.user.id,
      ),
    ).toHaveLength(1);

    // Stripe's refusals are a 400 with Stripe's message (contract 3.15).
    expect((await t.inject('POST', '/stripe/cards', fan.token, cardBody('pm_nope'))).json()).toMatchObject({
      statusCode: 400,
      message: "No such PaymentMethod: 'pm_nope'",
    });
    expect((await t.inject('POST', '/stripe/cards', fan.token, { last4Digits: '4242' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Card token is required',
    });
    // The sandbox is not the active gateway now.
    expect(
      (
        await t.inject('POST', '/sandbox/cards', fan.token, { number: '4242424242424242', month: 12, year: 2099 })
      ).json(),
    ).toMatchObject({ statusCode: 422, message: 'This payment method is not available' });

    const cards = (await t.inject('GET', '/payment-cards', fan.token)).json().data;
    expect(cards.total).toBe(2);
    const removed = await t.inject('DELETE', `/payment-cards/${second.json().data._id}`, fan.token);
    expect(removed.json().data).toEqual({ deleted: true });
    expect(stripe.paymentMethods.get(second.json().data.token)!.customer).toBeNull();
    expect((await t.inject('GET', '/payment-cards', fan.token)).json().data.total).toBe(1);
  });
});

describe('stripe top-ups', () => {
  it('credit the wallet once the server has read a succeeded PaymentIntent, never twice', async () => {
    const fan = await fanWithCard();
    const mark = stripe.mark();
    const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 25 });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    // The server re-reads the PaymentIntent right after confirming it: Stripe says succeeded.
    expect(payment).toMatchObject({ status: 'success', paymentGateway: 'stripe', totalPrice: 25 });
    expect(await t.services.testing.balance(fan.token)).toBe(25);
    const create = stripe.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `payment:${payment._id}`,
    );
    expect(create?.form).toMatchObject({
      amount: '2500',
      currency: 'usd',
      customer: fan.card.customerId,
      payment_method: fan.card.token,
      confirm: 'true',
      allowed_payment_method_types: ['card'],
      metadata: { paymentId: payment._id, userId: fan.user.id },
    });
    // Stripe's events about it arrive later: already applied.
    await deliverAll(stripe.eventsSince(mark));
    expect(await t.services.testing.balance(fan.token)).toBe(25);

    // A payment Stripe confirms later: `processing`, and nothing is credited on the page's word.
    stripe.controls.settleLater = true;
    const slow = (await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10 })).json().data;
    const slowWebhook = (await t.inject('POST', '/payment-intents/create', fan.token, { amount: 5 })).json().data;
    stripe.controls.settleLater = false;
    expect(slow.status).toBe('processing');
    expect(slowWebhook).toMatchObject({ status: 'processing', clientSecret: null, amount: 5 });
    expect((await t.inject('PUT', `/payment-intents/success/${slow._id}`, fan.token)).json().data.status).toBe(
      'processing',
    );
    expect(await t.services.testing.balance(fan.token)).toBe(25);

    // Succeeded at Stripe: the "I paid" call re-checks and credits.
    stripe.settle((await paymentRow(slow._id)).gatewayRef!);
    expect((await t.inject('PUT', `/payment-intents/success/${slow._id}`, fan.token)).json().data.status).toBe(
      'success',
    );
    expect(await t.services.testing.balance(fan.token)).toBe(35);
    // The other one through the webhook alone.
    const m2 = stripe.mark();
    stripe.settle((await paymentRow(slowWebhook._id)).gatewayRef!);
    await deliverAll(stripe.eventsSince(m2));
    expect((await t.inject('GET', `/payment-intents/status/${slowWebhook._id}`, fan.token)).json().data.status).toBe(
      'success',
    );
    expect(await t.services.testing.balance(fan.token)).toBe(40);
    await deliverAll(stripe.eventsSince(mark));
    expect(await t.services.testing.balance(fan.token)).toBe(40);
    await reconciled();
  });

  it('refuse a declined card with Stripe’s message and credit nothing', async () => {
    const fan = await fanWithCard('pm_card_chargeDeclined');
    const mark = stripe.mark();
    const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10 });
    expect(res.json()).toMatchObject({ statusCode: 422, message: DECLINED_MESSAGE });
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    const history = (await t.inject('GET', '/payment/transactions/user/search', fan.token)).json().data;
    expect(history.data[0]).toMatchObject({
      status: 'fail',
      failureMessage: DECLINED_MESSAGE,
      paymentGateway: 'stripe',
    });
    await deliverAll(stripe.eventsSince(mark));
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    await reconciled();
  });

  it('ask for 3-D Secure with the client secret, and credit when Stripe reports success', async () => {
    const fan = await fanWithCard('pm_card_authenticationRequired');
    const mark = stripe.mark();
    const payment = (await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 20 })).json().data;
    expect(payment).toMatchObject({ status: 'require_authentication', nextAction: null });
    const piId = (await paymentRow(payment._id)).gatewayRef!;
    expect(payment.stripeClientSecret).toBe(stripe.paymentIntents.get(piId)!.client_secret);
    expect((await t.inject('GET', `/payment-intents/status/${payment._id}`, fan.token)).json().data.clientSecret).toBe(
      payment.stripeClientSecret,
    );
    expect((await t.inject('PUT', `/payment-intents/success/${payment._id}`, fan.token)).json().data.status).toBe(
      'require_authentication',
    );
    // Stripe's events so far (created, requires_action) change nothing.
    await deliverAll(stripe.eventsSince(mark));
    expect(await t.services.testing.balance(fan.token)).toBe(0);

    // The page runs confirmCardPayment; Stripe reports the outcome by webhook.
    const m2 = stripe.mark();
    stripe.completeAction(piId);
    await deliverAll(stripe.eventsSince(m2));
    expect((await t.inject('GET', `/payment-intents/status/${payment._id}`, fan.token)).json().data).toMatchObject({
      status: 'success',
      clientSecret: null,
    });
    expect(await t.services.testing.balance(fan.token)).toBe(20);

    const failing = (await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 5 })).json().data;
    const m3 = stripe.mark();
    stripe.completeAction((await paymentRow(failing._id)).gatewayRef!, false);
    await deliverAll(stripe.eventsSince(m3));
    const history = (await t.inject('GET', '/payment/transactions/user/search', fan.token)).json().data.data;
    expect(history.find((p: { _id: string }) => p._id === failing._id)).toMatchObject({
      status: 'fail',
      failureMessage: AUTHENTICATION_FAILED_MESSAGE,
    });
    expect(await t.services.testing.balance(fan.token)).toBe(20);
    await reconciled();
  });
});

describe('stripe webhooks', () => {
  it('refuse a bad signature with 400 and change nothing', async () => {
    const fan = await fanWithCard('pm_card_authenticationRequired');
    const payment = (await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 15 })).json().data;
    const mark = stripe.mark();
    stripe.completeAction((await paymentRow(payment._id)).gatewayRef!);
    const events = stripe.eventsSince(mark);
    const succeeded = events.find((e) => e.type === 'payment_intent.succeeded')!;

    expect((await stripe.deliver(t.app, succeeded, { secret: 'whsec_other' })).statusCode).toBe(400);
    expect((await stripe.deliver(t.app, succeeded, { signature: null })).statusCode).toBe(400);
    expect((await stripe.deliver(t.app, succeeded, { signature: 't=1,v1=00' })).statusCode).toBe(400);
    // A valid signature over other bytes.
    const { signature } = stripe.signed(succeeded);
    const tampered = await t.inject(
      'POST',
      '/payment/stripe/callhook',
      null,
      JSON.stringify({ ...succeeded, id: 'evt_forged' }),
      { 'content-type': 'application/json', 'stripe-signature': signature },
    );
    expect(tampered.statusCode).toBe(400);
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    expect((await paymentRow(payment._id)).status).toBe('require_authentication');
    const stored = await t.services.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.paymentGateway, 'stripe'), eq(webhookEvents.eventId, succeeded.id)));
    expect(stored).toHaveLength(0);

    // The genuine delivery still works, once.
    const ok = await stripe.deliver(t.app, succeeded);
    expect(ok.json().data).toEqual({ received: true, duplicate: false });
    expect((await stripe.deliver(t.app, succeeded)).json().data).toEqual({ received: true, duplicate: true });
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    await reconciled();
  });

  for (const [seed, parallel] of [
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, false],
    [6, false],
    [7, true],
    [8, true],
  ] as const) {
    it(`converge whatever the order and the repeats (seed ${seed}${parallel ? ', all at once' : ''})`, async () => {
      const c = await creator(995);
      const topUpFan = await fanWithCard('pm_card_authenticationRequired');
      const subFan = await fanWithCard();
      const mark = stripe.mark();
      const payment = (await t.inject('POST', '/payment/wallet/top-up', topUpFan.token, { amount: 30 })).json().data;
      stripe.completeAction((await paymentRow(payment._id)).gatewayRef!);
      const checkout = await t.inject('POST', '/payment/subscribe/performers', subFan.token, {
        performerId: c.user.id,
        type: 'monthly',
        cardId: subFan.card.token,
      });
      expect(checkout.json().data.status, checkout.body).toBe('processing');
      const sub = subscriptionOf(checkout.json().data._id);
      const renewal = stripe.renew(sub.id);
      // Odd seeds: then cancelled at Stripe (its dashboard), so the deletion races the invoices too.
      const cancelled = seed % 2 === 1;
      if (cancelled) stripe.cancel(sub.id);

      const events = stripe.eventsSince(mark);
      expect(new Set(events.map((e) => e.type))).toEqual(
        new Set([
          'payment_intent.created',
          'payment_intent.requires_action',
          'payment_intent.succeeded',
          'charge.succeeded',
          'invoice.created',
          'invoice.finalized',
          'invoice.paid',
          'invoice.payment_succeeded',
          'customer.subscription.created',
          'customer.subscription.updated',
          ...(cancelled ? ['customer.subscription.deleted'] : []),
        ]),
      );
      const deliveries = redeliveries(events, seed);
      if (parallel) {
        // Stripe does not wait for one event's answer before sending the next.
        const answers = await Promise.all(deliveries.map((e) => stripe.deliver(t.app, e)));
        expect(answers.map((a) => a.statusCode)).toEqual(deliveries.map(() => 200));
      } else await deliverAll(deliveries);

      expect(await t.services.testing.balance(topUpFan.token)).toBe(30);
      const row = (await t.services.subscriptions.pair(subFan.user.id, c.user.id))!;
      expect(row).toMatchObject({
        status: cancelled ? 'deactivated' : 'active',
        nextRecurringDate: cancelled ? null : row.expiredAt,
        gatewaySubscriptionId: sub.id,
        paymentGateway: 'stripe',
      });
      expect(row.expiredAt.getTime()).toBe(periodEndOf(renewal.id));
      const earned = await t.services.database.db.select().from(earnings).where(eq(earnings.performerId, c.user.id));
      expect(earned.map((e) => e.grossMinor)).toEqual([995, 995]);
      const paid = await t.services.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, subFan.user.id));
      expect(paid.map((p) => p.status)).toEqual(['success', 'success']);
      const invoiced = [...stripe.invoices.values()].filter(
        (i) => i.parent.subscription_details.subscription === sub.id,
      );
      expect(paid.map((p) => p.gatewayRef).sort()).toEqual(invoiced.map((i) => i.id).sort());
      await reconciled();
    });
  }
});

describe('stripe card subscriptions', () => {
  it('keep the paid period but stop renewing when the cancellation arrives before the invoices', async () => {
    const c = await creator(995);
    const fan = await fanWithCard();
    const mark = stripe.mark();
    const checkout = await t.inject('POST', '/payment/subscribe/performers', fan.token, {
      performerId: c.user.id,
      type: 'monthly',
      cardId: fan.card.token,
    });
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
    expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(2);
    await reconciled();
  });

  it('activate on invoice.paid, record the earning, renew once per invoice, and cancel at Stripe keeping access', async () => {
    const c = await creator(995);
    const fan = await fanWithCard();
    const mark = stripe.mark();
    const res = await t.inject('POST', '/payment/subscribe/performers', fan.token, {
      performerId: c.user.id,
      type: 'monthly',
      cardId: fan.card.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
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
    expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(2);
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
    expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(2);
    await reconciled();
  });

  it('wait for 3-D Secure at checkout, and a declined card subscribes nothing', async () => {
    const c = await creator(995);
    const fan = await fanWithCard('pm_card_authenticationRequired');
    const mark = stripe.mark();
    const payment = (
      await t.inject('POST', '/payment/subscribe/performers', fan.token, {
        performerId: c.user.id,
        type: 'monthly',
        cardId: fan.card._id,
      })
    ).json().data;
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
    const res = await t.inject('POST', '/payment/subscribe/performers', declined.token, {
      performerId: c.user.id,
      type: 'monthly',
      cardId: declined.card.token,
    });
    expect(res.json()).toMatchObject({ statusCode: 422, message: DECLINED_MESSAGE });
    await deliverAll(stripe.eventsSince(m3));
    expect(await isSubscribed(declined.token, c.user.id)).toBe(false);
    expect(await t.services.subscriptions.pair(declined.user.id, c.user.id)).toBeUndefined();
    const history = (await t.inject('GET', '/payment/transactions/user/search', declined.token)).json().data.data;
    expect(history).toMatchObject([{ status: 'fail', failureMessage: DECLINED_MESSAGE }]);
    expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(1);
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
      const checkout = (
        await t.inject('POST', '/payment/subscribe/performers', fan.token, {
          performerId: c.user.id,
          type: 'monthly',
          cardId: fan.card.token,
        })
      ).json().data;
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
      expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(1);
      const intent = (await t.inject('GET', `/payment-intents/status/${request._id}`, fan.token)).json().data;
      expect(intent).toMatchObject({ status: 'require_authentication', clientSecret: pi.client_secret });
      expect((await t.inject('GET', `/payment-intents/status/${request._id}`, c.token)).statusCode).toBe(403);

      // The page ran confirmCardPayment; it asks the server to re-check, which never pays on its word.
      const m3 = stripe.mark();
      stripe.completeAction(pi.id);
      const recheck = await t.inject('PUT', `/payment-intents/success/${request._id}`, fan.token);
      expect(recheck.statusCode, recheck.body).toBe(200);
      expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(1);
      await deliverAll(stripe.eventsSince(m3));
      expect((await paymentRow(request._id)).status).toBe('success');
      const row = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
      expect(row.expiredAt.getTime()).toBe(periodEndOf(renewal.id));
      expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(2);
      expect(asked()).toHaveLength(1);
      await reconciled();
    } finally {
      emits.mockRestore();
    }
  });
});

describe('stripe connect', () => {
  it('gives a creator an onboarding link, on one account', async () => {
    const c = await creator();
    expect((await t.inject('GET', '/stripe/accounts')).statusCode).toBe(401);
    expect((await t.inject('GET', '/stripe/accounts', c.token)).json().data).toEqual({
      connected: false,
      payoutsEnabled: false,
    });
    const res = await t.inject('POST', '/stripe/accounts', c.token);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().data;
    expect(link).toMatchObject({ object: 'account_link', url: expect.stringMatching(/\/setup\/e\/acct_/) });
    expect(link.expires_at).toBeGreaterThan(link.created);
    const mine = [...stripe.accounts.values()].filter((a) => (a.metadata as { userId?: string }).userId === c.user.id);
    expect(mine).toMatchObject([{ type: 'express', email: c.user.email, capabilities: { transfers: 'inactive' } }]);
    const again = (await t.inject('POST', '/stripe/accounts', c.token)).json().data;
    expect(again.url).toContain(`/setup/e/${mine[0]!.id}/`);
    expect(stripe.accounts.size).toBe(1);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', '/stripe/accounts', fan.token)).statusCode).toBe(403);
    expect((await t.inject('GET', '/stripe/accounts', fan.token)).statusCode).toBe(403);
    // Opened, not yet paying out: the payout methods page says so.
    expect((await t.inject('GET', '/stripe/accounts', c.token)).json().data).toEqual({
      connected: true,
      payoutsEnabled: false,
    });
  });
});

describe('stripe top-up without a card', () => {
  it('asks for a card: only the sandbox has a card of its own', async () => {
    const fan = await t.services.testing.createUserWithSession();
    for (const body of [{ amount: 10 }, { amount: 10, cardId: '' }]) {
      const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, body);
      expect(res.json()).toMatchObject({ statusCode: 422, message: 'Please add a payment card' });
    }
  });
});
