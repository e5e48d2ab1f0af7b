/** `stripe` top-ups end to end: the app talks to a local fake Stripe through the real SDK, and the tests deliver the events Stripe would send. */
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_FAILED_MESSAGE, DECLINED_MESSAGE, type FakeStripe } from '../../test/fake-stripe.js';
import type { TestApp } from '../../test/index.js';
import { withStripeGateway } from '../../test/stripe-gateway.js';

let t: TestApp;
let stripe: FakeStripe;
const { reconciled, paymentRow, fanWithCard, deliverAll } = withStripeGateway((app, fake) => {
  t = app;
  stripe = fake;
});

/** Every event since `mark` delivered (again): the wallet still holds `balance`, and the books balance. */
async function settledAt(fan: { token: string }, mark: number, balance: number) {
  await deliverAll(stripe.eventsSince(mark));
  expect(await t.services.testing.balance(fan.token)).toBe(balance);
  await reconciled();
}

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
    await settledAt(fan, mark, 40);
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
    await settledAt(fan, mark, 0);
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
