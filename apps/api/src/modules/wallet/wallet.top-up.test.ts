/** Sandbox cards and wallet top-ups: card checks, 3-D Secure, declines, token packages with coupons, payment intents. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@fanlane/shared';
import { couponUses, coupons, tokenPackages } from '../../db/schema/index.js';
import { okData } from '../../test/checks.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('cards', () => {
  it('need a fan, validate the card, refuse duplicates, and belong to their owner', async () => {
    expect((await t.inject('POST', '/sandbox/cards', undefined, {})).statusCode).toBe(401);
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect((await t.inject('POST', '/sandbox/cards', creator.token, {})).statusCode).toBe(403);
    const fan = await t.services.testing.createUserWithSession();
    const bad = await t.inject('POST', '/sandbox/cards', fan.token, {
      number: '4242424242424241',
      month: 12,
      year: 2099,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Card number is not valid');
    const expired = await t.inject('POST', '/sandbox/cards', fan.token, {
      number: SANDBOX_CARDS.success,
      month: 1,
      year: 2020,
    });
    expect(expired.json().message).toBe('Your card has expired');
    const unknown = await t.inject('POST', '/sandbox/cards', fan.token, {
      number: '5555555555554444',
      month: 1,
      year: 2099,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/test cards/);
    const ok = await t.inject('POST', '/sandbox/cards', fan.token, {
      number: '4242 4242 4242 4242',
      month: 3,
      year: 41,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ last4Digits: '4242', month: '03', year: '2041', paymentGateway: 'sandbox' });
    const dup = await t.inject('POST', '/sandbox/cards', fan.token, {
      number: SANDBOX_CARDS.success,
      month: 3,
      year: 2041,
    });
    expect(dup.json()).toMatchObject({ statusCode: 422, message: 'Duplicated payment card!' });
    // Stripe is not configured here: its card route answers that the method is unavailable.
    expect((await t.inject('POST', '/stripe/cards', fan.token, { token: 'pm_x' })).statusCode).toBe(404);

    const list = await t.inject('GET', '/payment-cards', fan.token);
    expect(list.json().data.total).toBe(1);
    const other = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/payment-cards', other.token)).json().data.total).toBe(0);
    expect((await t.inject('DELETE', `/payment-cards/${ok.json().data._id}`, other.token)).statusCode).toBe(403);
    expect((await t.inject('DELETE', `/payment-cards/${ok.json().data._id}`, fan.token)).json().data).toEqual({
      deleted: true,
    });
    expect((await t.inject('GET', '/payment-cards', fan.token)).json().data.total).toBe(0);
  });
});

describe('wallet top-up', () => {
  it('credits the wallet once the sandbox confirms, within the settings bounds', async () => {
    expect((await t.inject('POST', '/payment/wallet/top-up', undefined, { amount: 10 })).statusCode).toBe(401);
    const fan = await t.services.testing.fanWithCard();
    expect((await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 1 })).json()).toMatchObject({
      statusCode: 422,
      message: 'Minimum top up amount is $2.95',
    });
    expect((await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 301 })).json().message).toBe(
      'Maximum top up amount is $300.00',
    );
    expect((await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 'ten' })).statusCode).toBe(400);
    expect((await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10.005 })).statusCode).toBe(400);

    const payment = okData(await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 25.5 }));
    expect(payment).toMatchObject({
      status: 'success',
      totalPrice: 25.5,
      type: 'token_package',
      paymentGateway: 'sandbox',
    });
    expect(await t.services.testing.balance(fan.token)).toBe(25.5);
    // Re-checking a settled payment moves nothing.
    const again = await t.inject('PUT', `/payment-intents/success/${payment._id}`, fan.token);
    expect(again.json().data.status).toBe('success');
    expect(await t.services.testing.balance(fan.token)).toBe(25.5);
    const other = await t.services.testing.createUserWithSession();
    expect((await t.inject('PUT', `/payment-intents/success/${payment._id}`, other.token)).statusCode).toBe(403);
    expect((await t.inject('GET', `/payment-intents/status/${payment._id}`, fan.token)).json().data).toMatchObject({
      status: 'success',
      amount: 25.5,
    });
    const history = await t.inject('GET', '/payment/transactions/user/search', fan.token);
    expect(history.json().data.total).toBe(1);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('asks for authentication, and credits only after it', async () => {
    const fan = await t.services.testing.fanWithCard(SANDBOX_CARDS.authenticate);
    const payment = okData(await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 20 }));
    expect(payment).toMatchObject({ status: 'require_authentication', nextAction: 'authenticate' });
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    // The page's "I paid" call only re-checks: still nothing.
    expect((await t.inject('PUT', `/payment-intents/success/${payment._id}`, fan.token)).json().data.status).toBe(
      'require_authentication',
    );
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    const other = await t.services.testing.createUserWithSession();
    expect(
      (await t.inject('POST', `/sandbox/payments/${payment._id}/authenticate`, other.token, { approve: true }))
        .statusCode,
    ).toBe(403);
    const done = await t.inject('POST', `/sandbox/payments/${payment._id}/authenticate`, fan.token, { approve: true });
    expect(done.json().data.status).toBe('success');
    expect(await t.services.testing.balance(fan.token)).toBe(20);

    const failing = (await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 5 })).json().data;
    const failed = await t.inject('POST', `/sandbox/payments/${failing._id}/authenticate`, fan.token, {
      approve: false,
    });
    expect(failed.json().data).toMatchObject({ status: 'fail', failureMessage: 'Authentication failed' });
    expect(await t.services.testing.balance(fan.token)).toBe(20);
  });

  it('refuses a declined card with its message and credits nothing', async () => {
    const fan = await t.services.testing.fanWithCard(SANDBOX_CARDS.declined);
    const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10 });
    expect(res.json()).toMatchObject({ statusCode: 422, message: 'Your card was declined' });
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    const history = (await t.inject('GET', '/payment/transactions/user/search', fan.token)).json().data;
    expect(history.data[0]).toMatchObject({ status: 'fail' });
  });

  it('sells token packages (bonus tokens) and applies coupons to the price, not the tokens', async () => {
    const [pkg] = await t.services.database.db
      .insert(tokenPackages)
      .values({ name: 'Starter', description: '10 + 2 free', priceMinor: 1000, tokensMinor: 1200, ordering: 1 })
      .returning();
    await t.services.database.db
      .insert(tokenPackages)
      .values({ name: 'Hidden', priceMinor: 500, tokensMinor: 500, isActive: false });
    const list = await t.inject('GET', '/package/token/search');
    expect(list.json().data).toMatchObject({ total: 1, data: [{ name: 'Starter', price: 10, tokens: 12 }] });
    const [coupon] = await t.services.database.db
      .insert(coupons)
      .values({ code: 'SAVE10', value: '0.1', maxUses: 1 })
      .returning();
    await t.services.database.db
      .insert(coupons)
      .values({ code: 'OLD', value: '0.5', expiredAt: new Date(Date.now() - 1000) });

    const fan = await t.services.testing.fanWithCard();
    expect((await t.inject('POST', '/coupons/NOPE/apply-coupon', fan.token)).json()).toMatchObject({
      statusCode: 404,
      message: 'Invalid coupon code',
    });
    expect((await t.inject('POST', '/coupons/OLD/apply-coupon', fan.token)).json()).toMatchObject({
      statusCode: 406,
      message: 'Coupon was expired',
    });
    expect((await t.inject('POST', '/coupons/SAVE10/apply-coupon', fan.token)).json().data).toMatchObject({
      code: 'SAVE10',
      value: 0.1,
    });
    const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, {
      packageId: pkg!.id,
      couponCode: 'SAVE10',
    });
    expect(res.json().data).toMatchObject({
      status: 'success',
      originalPrice: 10,
      totalPrice: 9,
      couponInfo: { code: 'SAVE10' },
    });
    expect(await t.services.testing.balance(fan.token)).toBe(12);
    expect(await t.services.database.db.$count(couponUses, eq(couponUses.couponId, coupon!.id))).toBe(1);
    expect((await t.inject('POST', '/coupons/SAVE10/apply-coupon', fan.token)).json().message).toBe(
      'Coupon was reached the limit of using',
    );
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('starts payment intents, answers their status to their owner, and reads the balance', async () => {
    expect((await t.inject('POST', '/payment-intents/create', undefined, { amount: 10 })).statusCode).toBe(401);
    expect((await t.inject('GET', '/wallet/balance')).statusCode).toBe(401);
    const fan = await t.services.testing.fanWithCard(SANDBOX_CARDS.authenticate);
    expect((await t.inject('POST', '/payment-intents/create', fan.token, { amount: 'lots' })).statusCode).toBe(400);
    const intent = okData(await t.inject('POST', '/payment-intents/create', fan.token, { amount: 15 }));
    expect(intent).toMatchObject({
      status: 'require_authentication',
      amount: 15,
      nextAction: 'authenticate',
    });
    expect(intent.clientSecret).toMatch(/_secret_/);
    const other = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', `/payment-intents/status/${intent._id}`, other.token)).statusCode).toBe(403);
    expect((await t.inject('GET', '/payment-intents/status/nope', fan.token)).statusCode).toBe(404);
    expect((await t.inject('GET', '/wallet/balance', fan.token)).json().data).toEqual({ balance: 0 });
    await t.inject('POST', `/sandbox/payments/${intent._id}/authenticate`, fan.token, { approve: true });
    expect((await t.inject('GET', `/payment-intents/status/${intent._id}`, fan.token)).json().data.status).toBe(
      'success',
    );
    expect((await t.inject('GET', '/wallet/balance', fan.token)).json().data).toEqual({ balance: 15 });
  });

  it('takes webhooks only with a valid signature', async () => {
    const res = await t.inject(
      'POST',
      '/payment/sandbox/callhook',
      null,
      JSON.stringify({ id: 'evt_x', type: 'payment_intent.updated', data: { object: 'pi_x' } }),
      { 'content-type': 'application/json', 'sandbox-signature': 't=1,v1=00' },
    );
    expect(res.statusCode).toBe(400);
  });
});
