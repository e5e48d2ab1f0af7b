/** Earnings from wallet charges: released after the hold, reversed on refund, refunded by an operator. */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

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
