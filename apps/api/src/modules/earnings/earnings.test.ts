import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const DAY = 86_400_000;

const stats = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.inject('GET', `/performer/earning/stats?${new URLSearchParams(query)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /performer/earning/stats', () => {
  it('refuses visitors and fans, and bad input', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect((await t.inject('GET', '/performer/earning/stats')).statusCode).toBe(401);
    expect((await t.inject('GET', '/performer/earning/stats', fan.token)).statusCode).toBe(403);
    expect((await t.inject('GET', '/performer/earning/stats?groupBy=week', creator.token)).statusCode).toBe(400);
  });

  it('totals follow the period and type; on hold and withdrawable are the balances now, whatever the filters', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.funded(60);
    const tip = async (performerId: string, price: number) => {
      const res = await t.inject('POST', `/wallet/charges/tip/${performerId}`, fan.token, { price });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The first tip's hold is over (16 withdrawable); the second is still on hold (8): 20 % commission.
    await tip(creator.user.id, 20);
    await t.services.earnings.releaseDue(new Date(Date.now() + 60 * DAY));
    await tip(creator.user.id, 10);
    // Someone else's earnings never count.
    await tip(other.user.id, 15);
    const balances = { pendingNetPrice: 8, withdrawableNetPrice: 16 };
    const all = await stats(creator.token);
    expect(all).toMatchObject({ totalGrossPrice: 30, totalSiteCommission: 6, totalNetPrice: 24, ...balances });

    // A period without earnings: no totals, the same balances.
    const past = {
      fromDate: new Date(Date.now() - 30 * DAY).toISOString(),
      toDate: new Date(Date.now() - 20 * DAY).toISOString(),
    };
    expect(await stats(creator.token, past)).toMatchObject({
      totalGrossPrice: 0,
      totalNetPrice: 0,
      totalSiteCommission: 0,
      byType: [],
      ...balances,
    });
    // Another type: the same.
    expect(await stats(creator.token, { type: 'feed' })).toMatchObject({ totalGrossPrice: 0, ...balances });
    // The period's series only holds the period's days.
    const today = await stats(creator.token, {
      fromDate: new Date(Date.now() - DAY).toISOString(),
      toDate: new Date(Date.now() + DAY).toISOString(),
      groupBy: 'day',
    });
    expect(today.series).toHaveLength(1);
    expect(today.series[0]).toMatchObject({ gross: 30, net: 24, commission: 6 });
    expect(await stats(other.token)).toMatchObject({ totalGrossPrice: 15, pendingNetPrice: 12 });
  });
});

describe('earningHoldDays = 0', () => {
  it('makes every earning withdrawable at once: no hold, nothing for the release job, payable now', async () => {
    await t.services.settings.update({ earningHoldDays: 0 });
    try {
      const creator = await t.services.testing.creator();
      const fan = await t.services.testing.funded(100);
      // A tip (posted inside a transaction) and a post bought in one statement: both paths.
      const tip = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 40 });
      expect(tip.statusCode, tip.body).toBe(200);
      const feed = await t.services.testing.buildFeed(creator.token, { price: 25 });
      const bought = await t.inject('POST', `/wallet/charges/feed/${feed._id}`, fan.token, {});
      expect(bought.statusCode, bought.body).toBe(200);
      // 20 % commission: 32 + 20 net, all withdrawable now.
      expect(await stats(creator.token)).toMatchObject({ pendingNetPrice: 0, withdrawableNetPrice: 52 });
      const calc = (await t.inject('POST', '/payout-requests/calculate', creator.token)).json().data;
      expect(calc).toMatchObject({ remainingUnpaidTokens: 52, pendingTokens: 0, nextReleaseAt: null });
      // The release job finds nothing of theirs left to release (and moves nothing twice).
      await t.services.earnings.releaseDue(new Date(Date.now() + DAY));
      expect(await stats(creator.token)).toMatchObject({ pendingNetPrice: 0, withdrawableNetPrice: 52 });
      // A refund takes the net back from withdrawable.
      const refund = await t.services.charges.refund(bought.json().data._id);
      expect(refund.status).toBe('refunded');
      expect(await stats(creator.token)).toMatchObject({ pendingNetPrice: 0, withdrawableNetPrice: 32 });
      expect((await t.services.ledger.reconcile()).ok).toBe(true);
    } finally {
      await t.services.settings.update({ earningHoldDays: 7 });
    }
  });
});
