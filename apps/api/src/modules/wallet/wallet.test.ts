import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@fanlane/shared';
import {
  couponUses,
  coupons,
  earnings,
  feeds,
  performerBlockedCountries,
  performerProfiles,
  purchases,
  tokenPackages,
  userBlocks,
} from '../../db/schema/index.js';
import { auth, buildTestApp, multipart, testImage, type TestApp } from '../../test/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

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

    const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 25.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'success',
      totalPrice: 25.5,
      type: 'token_package',
      paymentGateway: 'sandbox',
    });
    expect(await t.services.testing.balance(fan.token)).toBe(25.5);
    // Re-checking a settled payment moves nothing.
    const again = await t.inject('PUT', `/payment-intents/success/${res.json().data._id}`, fan.token);
    expect(again.json().data.status).toBe('success');
    expect(await t.services.testing.balance(fan.token)).toBe(25.5);
    const other = await t.services.testing.createUserWithSession();
    expect((await t.inject('PUT', `/payment-intents/success/${res.json().data._id}`, other.token)).statusCode).toBe(
      403,
    );
    expect(
      (await t.inject('GET', `/payment-intents/status/${res.json().data._id}`, fan.token)).json().data,
    ).toMatchObject({
      status: 'success',
      amount: 25.5,
    });
    const history = await t.inject('GET', '/payment/transactions/user/search', fan.token);
    expect(history.json().data.total).toBe(1);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('asks for authentication, and credits only after it', async () => {
    const fan = await t.services.testing.fanWithCard(SANDBOX_CARDS.authenticate);
    const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
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
    const intent = await t.inject('POST', '/payment-intents/create', fan.token, { amount: 15 });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().data).toMatchObject({
      status: 'require_authentication',
      amount: 15,
      nextAction: 'authenticate',
    });
    expect(intent.json().data.clientSecret).toMatch(/_secret_/);
    const other = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', `/payment-intents/status/${intent.json().data._id}`, other.token)).statusCode).toBe(
      403,
    );
    expect((await t.inject('GET', '/payment-intents/status/nope', fan.token)).statusCode).toBe(404);
    expect((await t.inject('GET', '/wallet/balance', fan.token)).json().data).toEqual({ balance: 0 });
    await t.inject('POST', `/sandbox/payments/${intent.json().data._id}/authenticate`, fan.token, { approve: true });
    expect(
      (await t.inject('GET', `/payment-intents/status/${intent.json().data._id}`, fan.token)).json().data.status,
    ).toBe('success');
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

describe('wallet charges', () => {
  it('buy a locked post once, unlock its media everywhere, and pay the creator net of commission', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const feedId = await t.services.testing.lockedPhotoPost(creator.token, 4.99);
    expect((await t.inject('POST', `/wallet/charges/feed/${feedId}`, undefined, {})).statusCode).toBe(401);
    expect((await t.inject('POST', `/wallet/charges/feed/${feedId}`, creator.token, {})).statusCode).toBe(403);

    const poor = await t.services.testing.funded(3);
    const short = await t.inject('POST', `/wallet/charges/feed/${feedId}`, poor.token, {});
    expect(short.json()).toEqual({
      statusCode: 422,
      message: 'You have an insufficient wallet balance. Please top up.',
      error: 'Unprocessable Entity',
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await t.services.testing.balance(poor.token)).toBe(3);
    expect(await t.services.database.db.$count(purchases, eq(purchases.userId, poor.user.id))).toBe(0);

    const fan = await t.services.testing.funded(10);
    const before = (await t.inject('GET', `/user/feeds/${feedId}`, fan.token)).json().data;
    expect(before.isBought).toBe(false);
    expect(before.files[0].url).toBeNull();
    const bought = await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {});
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data).toMatchObject({
      type: 'feed',
      target: 'feed',
      targetId: feedId,
      totalPrice: 4.99,
      balance: 5.01,
    });
    expect(await t.services.testing.balance(fan.token)).toBe(5.01);
    const after = (await t.inject('GET', `/user/feeds/${feedId}`, fan.token)).json().data;
    expect(after.isBought).toBe(true);
    expect(after.files[0].url).toMatch(/\/files\/private\//);

    const again = await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {});
    expect(again.json()).toEqual({
      statusCode: 422,
      message: 'You have already bought this item',
      error: 'Unprocessable Entity',
      code: 'ALREADY_BOUGHT',
    });
    expect(await t.services.testing.balance(fan.token)).toBe(5.01);

    // 20 % commission rounded in the creator's favour: 4.99 -> 0.99 commission, 4.00 net.
    const [earning] = await t.services.database.db
      .select()
      .from(earnings)
      .where(eq(earnings.transactionId, bought.json().data._id));
    expect(earning).toMatchObject({ grossMinor: 499, commissionMinor: 99, netMinor: 400 });
    const stats = await t.inject('GET', '/performer/earning/stats', creator.token);
    expect(stats.json().data).toMatchObject({
      totalGrossPrice: 4.99,
      totalSiteCommission: 0.99,
      totalNetPrice: 4,
      pendingNetPrice: 4,
    });
    const charges = await t.inject('GET', '/wallet/charges/search', fan.token);
    expect(charges.json().data.data[0]).toMatchObject({ targetId: feedId, performerInfo: { _id: creator.user.id } });
    expect((await t.inject('GET', '/wallet/charges/search', poor.token)).json().data.total).toBe(0);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('refuses what is not for sale, missing, or hidden by a block', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const free = await t.inject('POST', '/performer/feeds', creator.token, { type: 'text', text: 'for subscribers' });
    const fan = await t.services.testing.funded(10);
    expect(
      (await t.inject('POST', `/wallet/charges/feed/${free.json().data._id}`, fan.token, {})).json(),
    ).toMatchObject({
      statusCode: 404,
      message: 'This item is not for sale',
    });
    expect((await t.inject('POST', '/wallet/charges/feed/nope', fan.token, {})).statusCode).toBe(404);
    expect((await t.inject('POST', '/wallet/charges/sticker/x', fan.token, {})).statusCode).toBe(400);
    const paid = await t.inject('POST', '/performer/feeds', creator.token, {
      type: 'text',
      text: 'paid',
      isSale: true,
      price: 2,
    });
    await t.services.database.db
      .insert(userBlocks)
      .values({ performerId: creator.user.id, targetId: fan.user.id, reason: '' });
    expect((await t.inject('POST', `/wallet/charges/feed/${paid.json().data._id}`, fan.token, {})).statusCode).toBe(
      404,
    );
    expect(
      (await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 10 })).statusCode,
    ).toBe(404);
    expect(await t.services.testing.balance(fan.token)).toBe(10);
  });

  it('re-checks an item kept from an earlier purchase: a new price, commission, block or status counts at once', async () => {
    const db = t.services.database.db;
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const feedId = await t.services.testing.lockedPhotoPost(creator.token, 2);
    const fans = await Promise.all([1, 2, 3, 4, 5, 6].map(() => t.services.testing.funded(20)));
    const buy = (fan: { token: string }) => t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {});
    expect((await buy(fans[0]!)).json().data).toMatchObject({ totalPrice: 2, balance: 18 });

    // Changed behind the API's back (another process, an operator's SQL): the next purchase sees it.
    await db.update(feeds).set({ priceMinor: 300 }).where(eq(feeds.id, feedId));
    expect((await buy(fans[1]!)).json().data).toMatchObject({ totalPrice: 3, balance: 17 });
    await db
      .update(performerProfiles)
      .set({ commission: '0.5000' })
      .where(eq(performerProfiles.userId, creator.user.id));
    const third = await buy(fans[2]!);
    const [earning] = await db.select().from(earnings).where(eq(earnings.transactionId, third.json().data._id));
    expect(earning).toMatchObject({ grossMinor: 300, commissionMinor: 150, netMinor: 150 });

    // A viewer with a country takes the statement that checks the creator's blocked countries.
    await db.insert(performerBlockedCountries).values({ performerId: creator.user.id, countryCodes: ['GB'] });
    const asIn = (fan: { user: { id: string } }, country: string) =>
      t.services.charges.buy({ id: fan.user.id, isAdmin: false, country }, 'feed', feedId);
    await expect(asIn(fans[5]!, 'GB')).rejects.toMatchObject({ statusCode: 404 });
    await expect(asIn(fans[5]!, 'US')).resolves.toMatchObject({ totalPrice: 3, balance: 17 });

    await db.insert(userBlocks).values({ performerId: creator.user.id, targetId: fans[3]!.user.id, reason: '' });
    expect((await buy(fans[3]!)).statusCode).toBe(404);
    await db.update(feeds).set({ isSale: false }).where(eq(feeds.id, feedId));
    expect((await buy(fans[4]!)).json()).toMatchObject({ statusCode: 404, message: 'This item is not for sale' });
    await db.update(feeds).set({ isSale: true, status: 'inactive' }).where(eq(feeds.id, feedId));
    expect((await buy(fans[4]!)).statusCode).toBe(404);
    for (const fan of fans.slice(3, 5)) {
      expect(await t.services.testing.balance(fan.token)).toBe(20);
      expect(await db.$count(purchases, eq(purchases.userId, fan.user.id))).toBe(0);
    }
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('tips within the bounds, with a note the creator sees', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.funded(50);
    expect(
      (await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, undefined, { price: 10 })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 5 })).json(),
    ).toMatchObject({
      statusCode: 422,
      message: 'Minimum tip amount is $10.00',
    });
    expect(
      (await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: -1 })).statusCode,
    ).toBe(400);
    const fraction = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 10.001 });
    expect(fraction.json()).toMatchObject({ statusCode: 400, message: ['price: Amount has at most 2 decimals'] });
    expect(await t.services.testing.balance(fan.token)).toBe(50);
    const tip = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, {
      price: 12.5,
      note: 'Loved the stream!',
      source: 'feed',
    });
    expect(tip.statusCode, tip.body).toBe(200);
    expect(tip.json().data).toMatchObject({ type: 'tip', note: 'Loved the stream!', totalPrice: 12.5, balance: 37.5 });
    // A retried request with the same Idempotency-Key charges once.
    const headers = { ...auth(fan.token), 'idempotency-key': 'tip-retry-1' };
    const first = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, null, { price: 10 }, headers);
    const retry = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, null, { price: 10 }, headers);
    expect(retry.json().data._id).toBe(first.json().data._id);
    expect(await t.services.testing.balance(fan.token)).toBe(27.5);
    const tooMuch = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 30 });
    expect(tooMuch.json()).toMatchObject({
      message: 'You have an insufficient wallet balance. Please top up.',
      code: 'INSUFFICIENT_BALANCE',
    });
    const list = await t.inject('GET', '/performer/earning/search?type=tip', creator.token);
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.data[1]).toMatchObject({
      grossPrice: 12.5,
      netPrice: 10,
      commission: 2.5,
      siteCommission: 0.2,
      isReleased: false,
    });
  });

  it("takes the creator's own commission rate, else the site's as the operator last set it", async () => {
    const own = await t.services.testing.createUserWithSession({ role: 'performer' });
    const site = await t.services.testing.createUserWithSession({ role: 'performer' });
    await t.services.database.db
      .update(performerProfiles)
      .set({ commission: '0.1000' })
      .where(eq(performerProfiles.userId, own.user.id));
    const [ownPost, sitePost] = [
      await t.services.testing.lockedPhotoPost(own.token, 10),
      await t.services.testing.lockedPhotoPost(site.token, 10),
    ];
    const fan = await t.services.testing.funded(30);
    const earningOf = async (res: { json(): { data: { _id: string } } }) =>
      (await t.services.database.db.select().from(earnings).where(eq(earnings.transactionId, res.json().data._id)))[0];
    expect(await earningOf(await t.inject('POST', `/wallet/charges/feed/${ownPost}`, fan.token, {}))).toMatchObject({
      commissionMinor: 100,
      netMinor: 900,
      commissionRate: '0.1000',
    });
    await t.services.settings.update({ performerCommission: 0.3 });
    try {
      expect(await earningOf(await t.inject('POST', `/wallet/charges/feed/${sitePost}`, fan.token, {}))).toMatchObject({
        commissionMinor: 300,
        netMinor: 700,
        commissionRate: '0.3000',
      });
    } finally {
      await t.services.settings.update({ performerCommission: 0.2 });
    }
  });

  it('sends the balance to the fan and the creator in real time', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.funded(20);
    const seen: { userId: string; event: string; payload: unknown }[] = [];
    const stop = t.services.realtime.listen((userId, event, payload) => seen.push({ userId, event, payload }));
    await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 10 });
    stop();
    expect(seen).toContainEqual({ userId: fan.user.id, event: 'update_balance', payload: { token: -10, balance: 10 } });
    expect(seen).toContainEqual({ userId: creator.user.id, event: 'update_balance', payload: { token: 8 } });
  });

  it('sells physical products against stock', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const form = multipart(
      { name: 'Signed poster', type: 'physical', price: '15', stock: '1', status: 'active' },
      { image: { filename: 'p.png', body: await testImage() } },
    );
    const product = await t.inject('POST', '/performer/performer-assets/products', null, form.payload, {
      ...auth(creator.token),
      ...form.headers,
    });
    expect(product.statusCode, product.body).toBe(200);
    const id = product.json().data._id;
    const fan = await t.services.testing.funded(50);
    const notEnough = { statusCode: 400, message: 'Not Enough Stock!', error: 'Bad Request', code: 'NOT_ENOUGH_STOCK' };
    expect((await t.inject('POST', `/wallet/charges/product/${id}`, fan.token, { quantity: 2 })).json()).toEqual(
      notEnough,
    );
    expect((await t.inject('POST', `/wallet/charges/product/${id}`, fan.token, { quantity: 1 })).statusCode).toBe(200);
    // The last unit is gone: the next buyer is told so, with the code.
    expect((await t.inject('POST', `/wallet/charges/product/${id}`, fan.token, {})).json()).toEqual(notEnough);
    expect(await t.services.testing.balance(fan.token)).toBe(35);
  });
});

describe('earnings holds and refunds', () => {
  it('release after the hold and reverse on refund', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.funded(30);
    const tip = (await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 20 })).json()
      .data;
    const earning = await t.services.earnings.byTransaction(tip._id);
    expect(await t.services.earnings.releaseDue(new Date())).toBe(0);
    expect(await t.services.earnings.releaseDue(new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const me = (await t.inject('GET', '/performers/me', creator.token)).json().data;
    expect(me.balance).toBe(16);
    const stats = (await t.inject('GET', '/performer/earning/stats', creator.token)).json().data;
    expect(stats).toMatchObject({ pendingNetPrice: 0, withdrawableNetPrice: 16 });

    await t.services.database.db.transaction(async (tx) => {
      await t.services.earnings.refund(tx, earning!.id, {
        id: `wallet:${fan.user.id}`,
        kind: 'wallet',
        ownerId: fan.user.id,
        allowNegative: false,
      });
    });
    expect(await t.services.testing.balance(fan.token)).toBe(30);
    expect((await t.inject('GET', '/performers/me', creator.token)).json().data.balance).toBe(0);
    const refunded = (await t.inject('GET', '/performer/earning/search', creator.token)).json().data.data[0];
    expect(refunded.isRefunded).toBe(true);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('an operator refunds a purchase: money back, entitlement withdrawn, books balanced', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const feedId = await t.services.testing.lockedPhotoPost(creator.token, 5);
    const fan = await t.services.testing.funded(10);
    const charge = (await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {})).json().data;
    expect((await t.inject('POST', `/admin/wallet/charges/${charge._id}/refund`)).statusCode).toBe(401);
    expect((await t.inject('POST', `/admin/wallet/charges/${charge._id}/refund`, fan.token)).statusCode).toBe(403);
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const tooLong = await t.inject('POST', `/admin/wallet/charges/${'x'.repeat(121)}/refund`, admin.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toEqual([expect.stringMatching(/^id: /)]);
    expect((await t.inject('POST', `/admin/wallet/charges/${'0'.repeat(24)}/refund`, admin.token)).statusCode).toBe(
      404,
    );
    const res = await t.inject('POST', `/admin/wallet/charges/${charge._id}/refund`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('refunded');
    expect(await t.services.testing.balance(fan.token)).toBe(10);
    expect((await t.inject('GET', `/user/feeds/${feedId}`, fan.token)).json().data.isBought).toBe(false);
    expect((await t.inject('POST', `/admin/wallet/charges/${charge._id}/refund`, admin.token)).statusCode).toBe(404);
    // Refunded, the post can be bought again (and only once).
    const again = await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(await t.services.testing.balance(fan.token)).toBe(10 - again.json().data.totalPrice);
    expect((await t.inject('GET', `/user/feeds/${feedId}`, fan.token)).json().data.isBought).toBe(true);
    const twice = await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {});
    expect(twice.json()).toMatchObject({ statusCode: 422, message: 'You have already bought this item' });
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('are for creators only', async () => {
    expect((await t.inject('GET', '/performer/earning/search')).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/performer/earning/stats', fan.token)).statusCode).toBe(403);
  });
});
