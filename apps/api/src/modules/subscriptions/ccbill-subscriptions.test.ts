import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../adapters/payments-ccbill.js';
import { earnings, paymentTransactions } from '../../db/schema/index.js';
import { fakeCcbill, startFakeDatalink, type CcbillEvent } from '../../test/fake-ccbill.js';
import { buildTestApp, refusal, seededRandom, type TestApp } from '../../test/index.js';
import { ledgerAccount } from '../ledger/ledger.service.js';

/**
 * Subscriptions through CCBill (issue #20): the recurring link, activation, rebills, cancellation
 * through DataLink; and the property every CCBill event obeys: delivered 1-3 times in any order, the
 * events end in the state of one ordered delivery, while forged digests and foreign addresses change
 * nothing, with the books reconciled after each delivery.
 */

const SALT = 'c0ffee5a1t';
const DAY = 86_400_000;
let t: TestApp;
let ccbill: ReturnType<typeof fakeCcbill>;
let datalink: Awaited<ReturnType<typeof startFakeDatalink>>;

beforeAll(async () => {
  datalink = await startFakeDatalink();
  t = await buildTestApp({ CCBILL_FLEXFORMS_URL: 'http://127.0.0.1:9/flexforms', CCBILL_DATALINK_URL: datalink.url });
  await t.services.settings.update({
    paymentGateway: 'ccbill',
    ccbillClientAccountNumber: '900000',
    ccbillSubAccountNumber: '0000',
    ccbillRecurringSubAccountNumber: '0001',
    ccbillFlexformId: 'flex-7',
    ccbillSalt: SALT,
    ccbillDatalinkUsername: 'dl-user',
    ccbillDatalinkPassword: 'dl-pass',
  });
  ccbill = fakeCcbill(t.app, SALT);
});
afterAll(async () => {
  await t?.close();
  await datalink?.close();
});

const creator = () => t.services.testing.creator({ monthlyPrice: 995 });
async function subscribeLink(token: string, performerId: string, type = 'monthly') {
  const res = await t.inject('POST', '/payment/subscribe/performers', token, { performerId, type, method: 'card' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.paymentUrl as string;
}
/** The link's query, and its `formDigest` as CCBill computes it from the pricing fields and the salt. */
function pricingOf(paymentUrl: string): Record<string, string> {
  const p: Record<string, string> = Object.fromEntries(new URL(paymentUrl).searchParams);
  const fields = [p.initialPrice, p.initialPeriod, p.recurringPrice, p.recurringPeriod, p.numRebills, p.currencyCode];
  return { ...p, expectedDigest: md5(`${fields.join('')}${SALT}`) };
}
const topUpLink = (token: string, amount: number) => t.services.testing.topUpLink(token, amount);
const db = () => t.services.database.db;

describe('subscriptions through CCBill', () => {
  it('answer a recurring link, start on the sale, renew from max(now, expiry), cancel through DataLink', async () => {
    const c = await creator();
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', '/payment/subscribe/performers', null, { performerId: c.user.id })).statusCode).toBe(
      401,
    );
    expect((await t.inject('POST', '/payment/subscribe/performers', fan.token, {})).statusCode).toBe(400);

    const link = new URL(await subscribeLink(fan.token, c.user.id));
    const p = pricingOf(link.toString());
    expect(p).toMatchObject({
      clientAccnum: '900000',
      clientSubacc: '0001',
      initialPrice: '9.95',
      initialPeriod: '30',
      recurringPrice: '9.95',
      recurringPeriod: '30',
      numRebills: '99',
      currencyCode: '840',
    });
    expect(p.formDigest).toBe(md5(`9.95309.953099840${SALT}`));
    // Nothing yet: the subscription starts with the webhook.
    expect(await t.services.subscriptions.pair(fan.user.id, c.user.id)).toBeUndefined();

    const sale = ccbill.checkout(link.toString());
    expect((await ccbill.deliver(sale)).json().data.applied).toBe(true);
    const started = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(started).toMatchObject({
      status: 'active',
      paymentGateway: 'ccbill',
      gatewaySubscriptionId: sale.fields.subscriptionId,
    });
    expect(Math.round((started.expiredAt.getTime() - Date.now()) / DAY)).toBe(30);

    expect((await ccbill.deliver(ccbill.renewal(sale.fields.subscriptionId!, '9.95'))).json().data.applied).toBe(true);
    const renewed = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(renewed.expiredAt.getTime() - started.expiredAt.getTime()).toBe(30 * DAY);
    const earned = await db().select().from(earnings).where(eq(earnings.performerId, c.user.id));
    expect(earned.map((e) => [e.grossMinor, e.paymentGateway])).toEqual([
      [995, 'ccbill'],
      [995, 'ccbill'],
    ]);

    // Another fan cannot cancel it; DataLink's refusal is a 400 with its text; then it cancels.
    const other = await t.services.testing.createUserWithSession();
    const cancel = (token: string) => t.inject('POST', `/payment/ccbill/cancel-subscription/${renewed.id}`, token, {});
    expect((await cancel(other.token)).statusCode).toBe(403);
    datalink.fail('<results>-3</results>');
    expect(refusal(await cancel(fan.token))).toEqual([400, 'CCBill DataLink: -3']);
    datalink.fail(null);
    expect((await cancel(fan.token)).statusCode).toBe(200);
    const call = datalink.calls.at(-1)!;
    expect(Object.fromEntries(call)).toMatchObject({
      action: 'cancelSubscription',
      subscriptionId: sale.fields.subscriptionId,
      clientAccnum: '900000',
      username: 'dl-user',
      password: 'dl-pass',
    });
    const cancelled = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(cancelled).toMatchObject({ status: 'deactivated', nextRecurringDate: null });
    expect(cancelled.expiredAt).toEqual(renewed.expiredAt);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });
});

describe('a free trial through CCBill', () => {
  it('is trial pricing: 0.00 for the trial, activated by the sale with no earning, paid from the first rebill', async () => {
    await t.services.settings.update({ freeSubscriptionEnabled: true });
    const c = await t.services.testing.creator({
      monthlyPrice: 995,
      isFreeSubscription: true,
      durationFreeSubscriptionDays: 7,
    });
    const fan = await t.services.testing.createUserWithSession();
    const link = await subscribeLink(fan.token, c.user.id, 'free');
    // Trial pricing: 0.00 for the 7 days, then 9.95 every 30 days; the digest covers all of it.
    const p = pricingOf(link);
    expect([p.initialPrice, p.initialPeriod, p.recurringPrice, p.recurringPeriod, p.numRebills]).toEqual([
      '0.00',
      '7',
      '9.95',
      '30',
      '99',
    ]);
    expect(p.formDigest).toBe(md5(`0.0079.953099840${SALT}`));
    expect(p.formDigest).toBe(p.expectedDigest);
    expect(await t.services.subscriptions.pair(fan.user.id, c.user.id)).toBeUndefined();

    const sale = ccbill.checkout(link);
    expect(sale.fields.billedInitialPrice).toBe('0.00');
    for (let i = 0; i < 2; i += 1) expect((await ccbill.deliver(sale)).statusCode).toBe(200);
    const trial = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(trial).toMatchObject({
      subscriptionType: 'free',
      status: 'active',
      usedFreeSubscription: true,
      paymentGateway: 'ccbill',
      gatewaySubscriptionId: sale.fields.subscriptionId,
      priceMinor: 995,
    });
    expect(Math.round((trial.expiredAt.getTime() - Date.now()) / DAY)).toBe(7);
    expect(trial.nextRecurringDate).toEqual(trial.expiredAt);
    const earned = () => db().select().from(earnings).where(eq(earnings.performerId, c.user.id));
    expect(await earned()).toEqual([]);
    // A second trial is refused, through CCBill as from the wallet.
    const again = await t.inject('POST', '/payment/subscribe/performers', fan.token, {
      performerId: c.user.id,
      type: 'free',
      method: 'card',
    });
    expect(refusal(again)).toEqual([422, "You've subscribed for free already!"]);

    const rebill = ccbill.renewal(sale.fields.subscriptionId!, '9.95');
    for (let i = 0; i < 2; i += 1) expect((await ccbill.deliver(rebill)).statusCode).toBe(200);
    const paid = (await t.services.subscriptions.pair(fan.user.id, c.user.id))!;
    expect(paid).toMatchObject({ subscriptionType: 'monthly', status: 'active', usedFreeSubscription: true });
    expect(paid.expiredAt.getTime() - trial.expiredAt.getTime()).toBe(30 * DAY);
    expect((await earned()).map((e) => [e.grossMinor, e.type, e.paymentGateway])).toEqual([
      [995, 'monthly_subscription', 'ccbill'],
    ]);
    const payments = await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, fan.user.id));
    expect(payments.map((row) => `${row.type}:${row.totalPriceMinor}:${row.status}`).sort()).toEqual([
      'free_subscription:0:success',
      'monthly_subscription:995:success',
    ]);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it("is the site's own trial from the wallet, and refused when the creator offers none", async () => {
    await t.services.settings.update({ freeSubscriptionEnabled: true });
    const c = await t.services.testing.creator({ isFreeSubscription: true, durationFreeSubscriptionDays: 3 });
    const fan = await t.services.testing.createUserWithSession();
    const own = await t.inject('POST', '/payment/subscribe/performers', fan.token, {
      performerId: c.user.id,
      type: 'free',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.paymentUrl).toBeUndefined();
    expect(await t.services.subscriptions.pair(fan.user.id, c.user.id)).toMatchObject({
      subscriptionType: 'free',
      paymentGateway: 'system',
    });
    const none = await creator();
    const refused = await t.inject('POST', '/payment/subscribe/performers', fan.token, {
      performerId: none.user.id,
      type: 'free',
      method: 'card',
    });
    expect(refusal(refused)).toEqual([422, 'This creator does not offer a free trial']);
  });
});

/** One scenario's events, in CCBill's order, with the parties they concern. */
async function scenario() {
  const c = await creator();
  const fan = await t.services.testing.createUserWithSession();
  const subscriber = await t.services.testing.createUserWithSession();
  const kept = ccbill.checkout(await topUpLink(fan.token, 20));
  const refunded = ccbill.checkout(await topUpLink(fan.token, 15));
  const declined = ccbill.checkout(await topUpLink(fan.token, 10), { approve: false });
  const forgedLink = await topUpLink(fan.token, 50);
  const sale = ccbill.checkout(await subscribeLink(subscriber.token, c.user.id));
  const subId = sale.fields.subscriptionId!;
  const r1 = ccbill.renewal(subId, '9.95');
  const r2 = ccbill.renewal(subId, '9.95');
  const ordered: CcbillEvent[] = [
    kept,
    refunded,
    declined,
    ccbill.reversal('Refund', refunded, '15.00'),
    sale,
    r1,
    r2,
    ccbill.cancellation(subId),
    ccbill.reversal('Chargeback', r1, '9.95'),
    ccbill.expiration(subId),
  ];
  // Never change anything: a forged sale, and a real one from a foreign address.
  const hostile = [ccbill.checkout(forgedLink, { forge: true })];
  return { c, fan, subscriber, ordered, hostile };
}

async function stateOf(s: Awaited<ReturnType<typeof scenario>>) {
  const statuses = async (userId: string) =>
    (await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId)))
      .map((p) => `${p.type}:${p.totalPriceMinor}:${p.status}`)
      .sort();
  const sub = (await t.services.subscriptions.pair(s.subscriber.user.id, s.c.user.id))!;
  const earned = await db().select().from(earnings).where(eq(earnings.performerId, s.c.user.id));
  return {
    balance: await t.services.testing.balance(s.fan.token),
    debt: await t.services.ledger.balance(ledgerAccount.debt(s.fan.user.id).id),
    fanPayments: await statuses(s.fan.user.id),
    subscriberPayments: await statuses(s.subscriber.user.id),
    subscription: { status: sub.status, renewing: sub.nextRecurringDate !== null, access: sub.expiredAt > new Date() },
    earnings: earned.map((e) => `${e.grossMinor}:${e.refundedAt ? 'reversed' : 'kept'}`).sort(),
  };
}

describe('CCBill events, redelivered and shuffled', () => {
  let expected: Awaited<ReturnType<typeof stateOf>>;
  beforeAll(async () => {
    const once = await scenario();
    for (const event of once.ordered) expect((await ccbill.deliver(event)).statusCode).toBe(200);
    expected = await stateOf(once);
    expect(expected).toMatchObject({
      balance: 20,
      debt: 0,
      subscription: { status: 'deactivated', renewing: false, access: false },
      earnings: ['995:kept', '995:kept', '995:reversed'],
    });
  });

  for (const seed of [1, 2, 3, 4, 5]) {
    it(`end in the state of one ordered delivery (seed ${seed})`, async () => {
      const random = seededRandom(seed);
      const s = await scenario();
      const deliveries = s.ordered.flatMap((e) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => e));
      for (let i = deliveries.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
      for (const event of deliveries) {
        // A foreign address first: refused, nothing stored.
        if (random() < 0.3) expect((await ccbill.deliver(event, { ip: '203.0.113.9' })).statusCode).toBe(403);
        expect((await ccbill.deliver(event, { json: random() < 0.5 })).statusCode).toBe(200);
        if (random() < 0.2) await ccbill.deliver(s.hostile[0]!);
        expect((await t.services.ledger.reconcile()).ok).toBe(true);
      }
      expect(await stateOf(s)).toEqual(expected);
    });
  }
});
