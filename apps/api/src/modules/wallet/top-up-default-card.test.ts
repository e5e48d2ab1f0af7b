import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@fanlane/shared';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('sandbox top-up without a card (clients know card screens for Stripe only)', () => {
  it('succeeds with the sandbox approving card when cardId is absent or empty and none is saved', async () => {
    const fan = await t.services.testing.createUserWithSession();
    for (const body of [{ amount: 20 }, { amount: 5, cardId: '', couponCode: '', paymentGateway: 'stripe' }]) {
      const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'success', paymentGateway: 'sandbox', totalPrice: body.amount });
    }
    expect(await t.services.testing.balance(fan.token)).toBe(25);
    // The built-in card is nobody's: it is never listed, saved or deletable.
    expect((await t.inject('GET', '/payment-cards', fan.token)).json().data).toEqual({ data: [], total: 0 });
    const history = (await t.inject('GET', '/payment/transactions/user/search', fan.token)).json().data;
    expect(history.data.map((p: { status: string }) => p.status)).toEqual(['success', 'success']);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('the page-driven top-up (payment intents) takes the same card', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const res = await t.inject('POST', '/payment-intents/create', fan.token, { amount: 12 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'success', amount: 12 });
    expect(await t.services.testing.balance(fan.token)).toBe(12);
  });

  it('a declining card named by id still declines; an unknown card id is refused', async () => {
    const fan = await t.services.testing.fanWithCard(SANDBOX_CARDS.declined);
    const declined = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10, cardId: fan.card._id });
    expect(declined.json()).toMatchObject({ statusCode: 422, message: 'Your card was declined' });
    const byToken = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10, cardId: fan.card.token });
    expect(byToken.json()).toMatchObject({ statusCode: 422, message: 'Your card was declined' });
    const unknown = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10, cardId: 'card_nope' });
    expect(unknown.json()).toMatchObject({ statusCode: 422, message: 'Please add a payment card' });
    // The built-in card's token is not a card id a fan can name.
    const builtIn = await t.inject('POST', '/payment/wallet/top-up', fan.token, {
      amount: 10,
      cardId: 'card_sbx_default',
    });
    expect(builtIn.json()).toMatchObject({ statusCode: 422, message: 'Please add a payment card' });
    expect(await t.services.testing.balance(fan.token)).toBe(0);
  });

  it('a fan with a saved card pays with it when no card is named, as before', async () => {
    const fan = await t.services.testing.fanWithCard(SANDBOX_CARDS.declined);
    const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10 });
    expect(res.json()).toMatchObject({ statusCode: 422, message: 'Your card was declined' });
  });

  it('needs a signed-in fan', async () => {
    expect((await t.inject('POST', '/payment/wallet/top-up', undefined, { amount: 10 })).statusCode).toBe(401);
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect((await t.inject('POST', '/payment/wallet/top-up', creator.token, { amount: 10 })).statusCode).toBe(403);
  });
});
