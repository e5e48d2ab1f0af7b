import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@fanlane/shared';
import { subscriptions } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { toldOf, toldOnce } from './triggers-testing.js';

let t: TestApp;
withTestApp((app) => (t = app));

const DAY = 86_400_000;
const subscribe = (token: string, body: Record<string, unknown>) =>
  t.inject('POST', '/payment/subscribe/performers', token, body);
const pair = async (userId: string, performerId: string) => (await t.services.subscriptions.pair(userId, performerId))!;

describe('notification triggers: subscriptions', () => {
  it('a wallet subscription tells the creator of the new subscriber, its renewal and its cancellation, once each', async () => {
    const creator = await t.services.testing.creator({ monthlyPrice: 1000 });
    const fan = await t.services.testing.funded(25);
    const poor = await t.services.testing.funded(3);
    // Refused (short wallet): nobody told.
    expect((await subscribe(poor.token, { performerId: creator.user.id, type: 'monthly' })).statusCode).toBe(422);
    expect((await subscribe(fan.token, { performerId: creator.user.id, type: 'monthly' })).statusCode).toBe(200);
    const sub = await pair(fan.user.id, creator.user.id);
    await t.services.testing.renewalDue(sub.id);
    expect(await t.services.subscriptions.renewDue()).toBe(1);
    // A second run renews nothing and tells nothing.
    expect(await t.services.subscriptions.renewDue()).toBe(0);
    // Not the owner: refused, nothing told.
    expect((await t.inject('POST', `/payment/system/cancel-subscription/${sub.id}`, poor.token)).statusCode).toBe(403);
    const cancel = () => t.inject('POST', `/payment/system/cancel-subscription/${sub.id}`, fan.token);
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);

    expect(await toldOnce(t, creator.token, 'new_subscriber')).toMatchObject({
      actorId: fan.user.id,
      link: '/creator/subscribers',
      text: `${fan.user.name} subscribed to you`,
    });
    const renewals = await toldOf(t, creator.token, 'subscription_renewed');
    expect(renewals.map((n) => n.text)).toEqual([`${fan.user.name} renewed their subscription`]);
    const cancels = await toldOf(t, creator.token, 'subscription_cancelled');
    expect(cancels.map((n) => n.text)).toEqual([`${fan.user.name} cancelled their subscription`]);
    for (const type of ['new_subscriber', 'subscription_renewed', 'subscription_cancelled'] as const)
      expect(await toldOf(t, fan.token, type)).toHaveLength(0);
  });

  it('a free trial is a new subscriber "(free trial)"', async () => {
    await t.services.settings.update({ freeSubscriptionEnabled: true });
    const creator = await t.services.testing.creator({ isFreeSubscription: true });
    const fan = await t.services.testing.createUserWithSession();
    expect((await subscribe(fan.token, { performerId: creator.user.id, type: 'free' })).statusCode).toBe(200);
    expect((await subscribe(fan.token, { performerId: creator.user.id, type: 'free' })).statusCode).toBe(422);
    const told = await toldOf(t, creator.token, 'new_subscriber');
    expect(told.map((n) => n.text)).toEqual([`${fan.user.name} subscribed to you (free trial)`]);
  });

  it('by card: the paid invoice tells a new subscriber, the next one a renewal, the gateway cancel a cancellation; a declined card nothing', async () => {
    const creator = await t.services.testing.creator({ monthlyPrice: 995 });
    const fan = await t.services.testing.fanWithCard();
    const declined = await t.services.testing.fanWithCard(SANDBOX_CARDS.declined);
    expect(
      (await subscribe(declined.token, { performerId: creator.user.id, type: 'monthly', cardId: declined.card.token }))
        .statusCode,
    ).toBe(422);
    const res = await subscribe(fan.token, { performerId: creator.user.id, type: 'monthly', cardId: fan.card.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.services.sandbox.billDue(new Date(Date.now() + 31 * DAY))).toBe(1);
    const sub = await pair(fan.user.id, creator.user.id);
    await t.inject('POST', `/payment/sandbox/cancel-subscription/${sub.id}`, fan.token);
    expect((await toldOf(t, creator.token, 'new_subscriber')).map((n) => n.actorId)).toEqual([fan.user.id]);
    expect(await toldOf(t, creator.token, 'subscription_renewed')).toHaveLength(1);
    expect(await toldOf(t, creator.token, 'subscription_cancelled')).toHaveLength(1);
  });

  it('the daily job tells fans whose subscription ends within 3 days, once per period', async () => {
    const creator = await t.services.testing.creator({ monthlyPrice: 1000 });
    const soon = await t.services.testing.funded(10);
    const later = await t.services.testing.funded(10);
    await subscribe(soon.token, { performerId: creator.user.id, type: 'monthly' });
    await subscribe(later.token, { performerId: creator.user.id, type: 'monthly' });
    const sub = await pair(soon.user.id, creator.user.id);
    const ends = new Date(Date.now() + 2 * DAY);
    await t.services.database.db
      .update(subscriptions)
      .set({ expiredAt: ends, nextRecurringDate: ends })
      .where(eq(subscriptions.id, sub.id));
    await t.services.expiringReminder.run();
    await t.services.expiringReminder.run();
    expect(await toldOnce(t, soon.token, 'subscription_expiring')).toMatchObject({
      actorId: creator.user.id,
      link: '/user/subscriptions',
      text: `Your subscription to ${creator.user.name} ends on ${ends.toISOString().slice(0, 10)} and renews from your wallet`,
    });
    expect(await toldOf(t, later.token, 'subscription_expiring')).toHaveLength(0);
    expect(await toldOf(t, creator.token, 'subscription_expiring')).toHaveLength(0);
    // The next period is told again.
    const next = new Date(ends.getTime() + DAY);
    await t.services.database.db.update(subscriptions).set({ expiredAt: next }).where(eq(subscriptions.id, sub.id));
    await t.services.expiringReminder.run();
    expect(await toldOf(t, soon.token, 'subscription_expiring')).toHaveLength(2);
  });
});
