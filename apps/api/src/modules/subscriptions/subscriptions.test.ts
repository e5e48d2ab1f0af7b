import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@fanlane/shared';
import { subscriptions, type performerProfiles } from '../../db/schema/index.js';
import { lastMailTo, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const DAY = 86_400_000;
const subscribe = (token: string, body: Record<string, unknown>) =>
  t.inject('POST', '/payment/subscribe/performers', token, body);

async function fan(topUp = 0, card: string = SANDBOX_CARDS.success) {
  const f = await t.services.testing.fanWithCard(card);
  if (topUp) await t.services.testing.topUp(f.token, topUp);
  return { ...f, cardToken: f.card.token };
}

const row = async (userId: string, performerId: string) => (await t.services.subscriptions.pair(userId, performerId))!;

describe('subscribing from the wallet', () => {
  it('checks auth and input, then charges, extends and shows the creator as subscribed', async () => {
    const c = await t.services.testing.creator({ monthlyPrice: 995, yearlyPrice: 9900 });
    expect((await subscribe('', { performerId: c.user.id })).statusCode).toBe(401);
    expect((await subscribe(c.token, { performerId: c.user.id })).statusCode).toBe(403);
    const f = await fan(150);
    expect((await subscribe(f.token, {})).statusCode).toBe(400);
    expect((await subscribe(f.token, { performerId: c.user.id, type: 'weekly' })).statusCode).toBe(400);
    expect((await subscribe(f.token, { performerId: 'nobody' })).statusCode).toBe(404);

    // No type: yearly, the spec's default.
    const res = await subscribe(f.token, { performerId: c.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'success',
      type: 'yearly_subscription',
      paymentGateway: 'system',
      totalPrice: 99,
      subscription: { subscriptionType: 'yearly', status: 'active', paymentGateway: 'system' },
    });
    const expiry = Date.parse(res.json().data.subscription.expiredAt);
    expect(expiry - Date.now()).toBeGreaterThan(364 * DAY);
    expect(await t.services.testing.balance(f.token)).toBe(51);
    const details = (await t.inject('GET', `/performers/${c.user.id}`, f.token)).json().data;
    expect(details).toMatchObject({ isSubscribed: true, stats: { subscribers: 1 } });
    expect((await subscribe(f.token, { performerId: c.user.id, type: 'monthly' })).json().message).toBe(
      'You are already subscribed to this creator',
    );
    const mine = (await t.inject('GET', '/subscriptions/user/search?limit=100', f.token)).json().data;
    expect(mine).toMatchObject({ total: 1, data: [{ performerId: c.user.id, performerInfo: { _id: c.user.id } }] });
    const subs = (await t.inject('GET', '/subscriptions/performer/search?status=active', c.token)).json().data;
    expect(subs).toMatchObject({ total: 1, data: [{ userId: f.user.id, userInfo: { _id: f.user.id } }] });
    expect((await t.inject('GET', '/subscriptions/performer/search', f.token)).statusCode).toBe(403);
    const earning = (await t.inject('GET', '/performer/earning/search', c.token)).json().data.data[0];
    expect(earning).toMatchObject({ type: 'yearly_subscription', grossPrice: 99, netPrice: 79.2, commission: 19.8 });
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('refuses a short wallet and prices outside the site bounds', async () => {
    const c = await t.services.testing.creator({ monthlyPrice: 995 });
    const poor = await fan(5);
    expect((await subscribe(poor.token, { performerId: c.user.id, type: 'monthly' })).json()).toMatchObject({
      statusCode: 422,
      message: 'You have an insufficient wallet balance. Please top up.',
    });
    expect(await t.services.subscriptions.pair(poor.user.id, c.user.id)).toBeUndefined();
    const cheap = await t.services.testing.creator({ monthlyPrice: 100 });
    expect((await subscribe(poor.token, { performerId: cheap.user.id, type: 'monthly' })).json().message).toBe(
      'Subscription price must be between $2.95 and $300.00',
    );
    expect(await t.services.testing.balance(poor.token)).toBe(5);
  });

  it('cancels renewal but keeps access until expiry; only the owner or an admin may cancel', async () => {
    const c = await t.services.testing.creator();
    const f = await fan(50);
    const sub = (await subscribe(f.token, { performerId: c.user.id, type: 'monthly' })).json().data.subscription;
    const other = await fan();
    expect((await t.inject('POST', `/payment/system/cancel-subscription/${sub._id}`)).statusCode).toBe(401);
    expect((await t.inject('POST', `/payment/system/cancel-subscription/${sub._id}`, other.token)).statusCode).toBe(
      403,
    );
    expect((await t.inject('POST', '/payment/system/cancel-subscription/nope', f.token)).statusCode).toBe(404);
    const res = await t.inject('POST', `/payment/system/cancel-subscription/${sub._id}`, f.token);
    expect(res.json().data).toEqual({ success: true });
    const after = await row(f.user.id, c.user.id);
    expect(after).toMatchObject({ status: 'deactivated', nextRecurringDate: null });
    expect((await t.inject('GET', `/performers/${c.user.id}`, f.token)).json().data.isSubscribed).toBe(true);
    // No renewal for it, even when due.
    expect(await t.services.subscriptions.renewDue(new Date(Date.now() + 40 * DAY))).toBe(0);
  });
});

describe('renewals', () => {
  it('extend from max(now, expiry) and lapse with a mail when the wallet is short', async () => {
    const c = await t.services.testing.creator({ monthlyPrice: 1000 });
    const f = await fan(25);
    await subscribe(f.token, { performerId: c.user.id, type: 'monthly' });
    const first = await row(f.user.id, c.user.id);
    await t.services.testing.renewalDue(first.id);
    expect(await t.services.subscriptions.renewDue()).toBe(1);
    const renewed = await row(f.user.id, c.user.id);
    expect(renewed.expiredAt.getTime() - first.expiredAt.getTime()).toBe(30 * DAY);
    expect(await t.services.testing.balance(f.token)).toBe(5);
    // Both periods came out of the wallet: listed with the fan's purchases, not with the top-ups.
    const charges = (await t.inject('GET', '/wallet/charges/search?limit=10', f.token)).json().data;
    expect(charges).toMatchObject({
      total: 2,
      data: [
        { type: 'monthly_subscription', target: 'performer', performerId: c.user.id, totalPrice: 10 },
        { type: 'monthly_subscription', target: 'performer', performerId: c.user.id, totalPrice: 10 },
      ],
    });
    const topUps = (await t.inject('GET', '/payment/transactions/user/search?type=token_package', f.token)).json();
    expect(topUps.data).toMatchObject({ total: 1, data: [{ type: 'token_package', totalPrice: 25 }] });
    // Running the job again does nothing more.
    expect(await t.services.subscriptions.renewDue()).toBe(0);

    await t.services.testing.renewalDue(first.id);
    expect(await t.services.subscriptions.renewDue()).toBe(0);
    const lapsed = await row(f.user.id, c.user.id);
    expect(lapsed).toMatchObject({ status: 'active', nextRecurringDate: null });
    expect(lapsed.expiredAt.getTime()).toBe(renewed.expiredAt.getTime());
    expect((await lastMailTo(t.services, f.user.email!))?.subject).toMatch(/was not renewed/);
    expect(await t.services.testing.balance(f.token)).toBe(5);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });
});

describe('free trials', () => {
  it('only when the site and the creator offer one, once per pair, never turning paid by itself', async () => {
    const off = await t.services.testing.creator({ isFreeSubscription: false });
    const f = await fan();
    expect((await subscribe(f.token, { performerId: off.user.id, type: 'free' })).json().message).toBe(
      'This creator does not offer a free trial',
    );
    const c = await t.services.testing.creator({ isFreeSubscription: true });
    await t.services.settings.update({ freeSubscriptionEnabled: false });
    expect((await subscribe(f.token, { performerId: c.user.id, type: 'free' })).statusCode).toBe(422);
    await t.services.settings.update({ freeSubscriptionEnabled: true });
    const res = await subscribe(f.token, { performerId: c.user.id, type: 'free' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'free_subscription',
      totalPrice: 0,
      subscription: { subscriptionType: 'free', usedFreeSubscription: true },
    });
    const details = (await t.inject('GET', `/performers/${c.user.id}`, f.token)).json().data;
    expect(details).toMatchObject({ isSubscribed: true, usedFreeSubscription: true, isFreeSubscription: false });
    // Expired trial: a second one is refused, and no renewal ever charged it.
    await t.services.database.db
      .update(subscriptions)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, f.user.id));
    expect(await t.services.subscriptions.renewDue(new Date(Date.now() + 10 * DAY))).toBe(0);
    expect((await subscribe(f.token, { performerId: c.user.id, type: 'free' })).json()).toMatchObject({
      statusCode: 422,
      message: "You've subscribed for free already!",
    });
  });
});

describe('free trial length', () => {
  it("lasts the creator's durationFreeSubscriptionDays, else the site's freeSubscriptionDuration", async () => {
    await t.services.settings.update({ freeSubscriptionEnabled: true, freeSubscriptionDuration: 3 });
    const expiresIn = async (profile: Partial<typeof performerProfiles.$inferInsert>) => {
      const c = await t.services.testing.creator({ isFreeSubscription: true, ...profile });
      const f = await fan();
      const before = Date.now();
      const res = await subscribe(f.token, { performerId: c.user.id, type: 'free' });
      expect(res.statusCode, res.body).toBe(200);
      return Math.round(((await row(f.user.id, c.user.id)).expiredAt.getTime() - before) / DAY);
    };
    expect(await expiresIn({ durationFreeSubscriptionDays: 7 })).toBe(7);
    expect(await expiresIn({ durationFreeSubscriptionDays: 1 })).toBe(1);
    // A profile without a usable length (0 is below the contract's minimum) falls back to the setting.
    expect(await expiresIn({ durationFreeSubscriptionDays: 0 })).toBe(3);

    // Set by the creator through PUT /performers/me.
    const c = await t.services.testing.creator({ isFreeSubscription: true });
    const me = (await t.inject('GET', '/users/me', c.token)).json().data;
    const put = await t.inject('PUT', '/performers/me', c.token, { ...me, durationFreeSubscriptionDays: 14 });
    expect(put.statusCode, put.body).toBe(200);
    const f = await fan();
    expect((await subscribe(f.token, { performerId: c.user.id, type: 'free' })).statusCode).toBe(200);
    const trial = await row(f.user.id, c.user.id);
    expect(Math.round((trial.expiredAt.getTime() - Date.now()) / DAY)).toBe(14);
    await t.services.settings.update({ freeSubscriptionDuration: 1 });
  });
});

describe('subscribing by card (sandbox recurring billing)', () => {
  it('activates on the paid invoice, and renews through the gateway', async () => {
    const c = await t.services.testing.creator({ monthlyPrice: 995 });
    const f = await fan();
    const res = await subscribe(f.token, { performerId: c.user.id, type: 'monthly', cardId: f.cardToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'success',
      paymentGateway: 'sandbox',
      subscription: { status: 'active', paymentGateway: 'sandbox' },
    });
    expect(await t.services.testing.balance(f.token)).toBe(0);
    const first = await row(f.user.id, c.user.id);
    expect(first.gatewaySubscriptionId).toMatch(/^sub_sbx_/);
    expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.data[0]).toMatchObject({
      type: 'monthly_subscription',
      isToken: false,
      paymentGateway: 'sandbox',
      grossPrice: 9.95,
    });
    // The sandbox bills again once the period has ended.
    expect(await t.services.sandbox.billDue(new Date(Date.now() + 31 * DAY))).toBe(1);
    const renewed = await row(f.user.id, c.user.id);
    expect(renewed.expiredAt.getTime()).toBeGreaterThan(first.expiredAt.getTime());
    expect((await t.inject('GET', '/performer/earning/search', c.token)).json().data.total).toBe(2);
    await t.inject('POST', `/payment/sandbox/cancel-subscription/${first.id}`, f.token);
    expect(await row(f.user.id, c.user.id)).toMatchObject({ status: 'deactivated' });
    expect(await t.services.sandbox.billDue(new Date(Date.now() + 400 * DAY))).toBe(0);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('waits for authentication, and a declined card subscribes nothing', async () => {
    const c = await t.services.testing.creator();
    const f = await fan(0, SANDBOX_CARDS.authenticate);
    const res = await subscribe(f.token, { performerId: c.user.id, type: 'yearly', cardId: f.cardToken });
    expect(res.json().data).toMatchObject({ status: 'require_authentication', nextAction: 'authenticate' });
    expect((await t.inject('GET', `/performers/${c.user.id}`, f.token)).json().data.isSubscribed).toBe(false);
    const done = await t.inject('POST', `/sandbox/payments/${res.json().data._id}/authenticate`, f.token, {
      approve: true,
    });
    expect(done.json().data.status).toBe('success');
    expect((await t.inject('GET', `/performers/${c.user.id}`, f.token)).json().data.isSubscribed).toBe(true);

    const g = await fan(0, SANDBOX_CARDS.authenticate);
    const pending = (await subscribe(g.token, { performerId: c.user.id, type: 'monthly', cardId: g.cardToken })).json()
      .data;
    const refused = await t.inject('POST', `/sandbox/payments/${pending._id}/authenticate`, g.token, {
      approve: false,
    });
    expect(refused.json().data.status).toBe('fail');
    expect((await t.inject('GET', `/performers/${c.user.id}`, g.token)).json().data.isSubscribed).toBe(false);

    const d = await fan(0, SANDBOX_CARDS.declined);
    const declined = await subscribe(d.token, { performerId: c.user.id, type: 'monthly', cardId: d.cardToken });
    expect(declined.json()).toMatchObject({ statusCode: 422, message: 'Your card was declined' });
    expect((await t.inject('GET', `/performers/${c.user.id}`, d.token)).json().data.isSubscribed).toBe(false);
  });
});

describe('the verified badge', () => {
  it('follows the number of active subscribers', async () => {
    await t.services.settings.update({ performerVerifyNumber: 2 });
    const c = await t.services.testing.creator();
    const fans = [await fan(20), await fan(20)];
    const subs = [];
    for (const f of fans)
      subs.push((await subscribe(f.token, { performerId: c.user.id, type: 'monthly' })).json().data.subscription);
    expect((await t.inject('GET', `/performers/${c.user.id}`)).json().data.verifiedAccount).toBe(true);
    await t.services.database.db
      .update(subscriptions)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, subs[0]._id));
    await t.services.subscriptions.recount(c.user.id);
    expect((await t.inject('GET', `/performers/${c.user.id}`)).json().data.verifiedAccount).toBe(false);
    await t.services.settings.update({ performerVerifyNumber: 5 });
  });
});
