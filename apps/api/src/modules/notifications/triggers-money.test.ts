import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { toldOf } from './triggers-testing.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('notification triggers: wallet charges', () => {
  it('a tip tells the creator once, in real time, and never the fan; a refused tip tells nobody', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.funded(50);
    const live: string[] = [];
    const stop = t.services.realtime.listen((userId, event) => {
      if (event === 'notification_created') live.push(userId);
    });
    const tip = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 12 });
    expect(tip.statusCode, tip.body).toBe(200);
    // Too much for the wallet: refused, nothing told.
    expect(
      (await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 45 })).statusCode,
    ).toBe(422);
    const told = await toldOf(t, creator.token, 'tip');
    stop();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actorId: fan.user.id, link: '/creator/earnings', isRead: false });
    expect(told[0]!.text).toBe(`${fan.user.name} tipped you 12 tokens`);
    expect(live).toEqual([creator.user.id]);
    expect(await toldOf(t, fan.token, 'tip')).toHaveLength(0);
  });

  it('a retried tip (same Idempotency-Key) is told once', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.funded(50);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.inject(
        'POST',
        `/wallet/charges/tip/${creator.user.id}`,
        null,
        { price: 10, note: 'Great show' },
        { authorization: `Bearer ${fan.token}`, 'idempotency-key': 'notify-tip-1' },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const told = await toldOf(t, creator.token, 'tip');
    expect(told.map((n) => n.text)).toEqual([`${fan.user.name} tipped you 10 tokens: “Great show”`]);
  });

  it('buying a post or a digital product tells its creator; a short wallet or a second purchase tells nobody', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.funded(20);
    const poor = await t.services.testing.funded(3);
    const feedId = await t.services.testing.lockedPhotoPost(creator.token, 5);
    expect((await t.inject('POST', `/wallet/charges/feed/${feedId}`, poor.token, {})).statusCode).toBe(422);
    expect((await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {})).statusCode).toBe(200);
    expect((await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {})).statusCode).toBe(422);
    const book = await t.services.testing.buildProduct(creator.token, { type: 'digital', name: 'Ebook', price: '3' });
    const bought = await t.inject('POST', `/wallet/charges/product/${book._id}`, fan.token, {});
    expect(bought.statusCode, bought.body).toBe(200);
    const told = await toldOf(t, creator.token, 'purchase');
    expect(told.map((n) => [n.objectType, n.objectId, n.actorId])).toEqual([
      ['product', book._id, fan.user.id],
      ['feed', feedId, fan.user.id],
    ]);
    expect(told[1]!.text).toBe(`${fan.user.name} bought your post “Behind the scenes” for 5 tokens`);
    expect(told[0]!.text).toBe(`${fan.user.name} bought your product “Ebook” for 3 tokens`);
    expect(await toldOf(t, poor.token, 'purchase')).toHaveLength(0);
    expect(await toldOf(t, fan.token, 'purchase')).toHaveLength(0);
  });
});
