/** Wallet charges: buying posts and products, tips, commission rates, refusals, and live balance updates. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  earnings,
  feeds,
  performerBlockedCountries,
  performerProfiles,
  purchases,
  userBlocks,
} from '../../db/schema/index.js';
import { auth, multipart, testImage, unprocessable, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('wallet charges', () => {
  it('buy a locked post once, unlock its media everywhere, and pay the creator net of commission', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const feedId = await t.services.testing.lockedPhotoPost(creator.token, 4.99);
    expect((await t.inject('POST', `/wallet/charges/feed/${feedId}`, undefined, {})).statusCode).toBe(401);
    expect((await t.inject('POST', `/wallet/charges/feed/${feedId}`, creator.token, {})).statusCode).toBe(403);

    const poor = await t.services.testing.funded(3);
    const short = await t.inject('POST', `/wallet/charges/feed/${feedId}`, poor.token, {});
    expect(short.json()).toEqual(
      unprocessable('You have an insufficient wallet balance. Please top up.', 'INSUFFICIENT_BALANCE'),
    );
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
    expect(again.json()).toEqual(unprocessable('You have already bought this item', 'ALREADY_BOUGHT'));
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
