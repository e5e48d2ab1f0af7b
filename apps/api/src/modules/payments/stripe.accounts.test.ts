/** The `stripe` gateway's accounts: fans' saved cards on their Stripe customer (no card, no top-up), creators' Connect accounts. */
import { describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../test/fake-stripe.js';
import type { TestApp } from '../../test/index.js';
import { cardBody, withStripeGateway } from '../../test/stripe-gateway.js';

let t: TestApp;
let stripe: FakeStripe;
const { fanWithCard, creator } = withStripeGateway((app, fake) => {
  t = app;
  stripe = fake;
});

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

describe('stripe top-up without a card', () => {
  it('asks for a card: only the sandbox has a card of its own', async () => {
    const fan = await t.services.testing.createUserWithSession();
    for (const body of [{ amount: 10 }, { amount: 10, cardId: '' }]) {
      const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, body);
      expect(res.json()).toMatchObject({ statusCode: 422, message: 'Please add a payment card' });
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
