import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@fanlane/shared';
import type { TestApp } from '../../test/index.js';
import { payable } from '../payouts/payouts-testing.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const audited = (action: string, targetId: string) => auditEntries(t, action, targetId);

describe('GET /admin/statistics and /admin/queue/summary', () => {
  it('are for every staff role; money figures only for roles with money', async () => {
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/statistics' }, ['admin', 'moderator', 'finance']);
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/queue/summary' }, ['admin', 'moderator', 'finance']);
    const admin = (await t.inject('GET', '/admin/statistics', s.admin.token)).json().data;
    expect(admin.users.total).toBeGreaterThanOrEqual(1);
    expect(admin.creators.total).toBeGreaterThanOrEqual(1);
    expect(admin.money).toMatchObject({
      grossSales: 0,
      platformRevenue: 0,
      owedToCreators: { onHold: 0, withdrawable: 0 },
    });
    expect(admin.days).toHaveLength(30);
    expect((await t.inject('GET', '/admin/statistics', s.moderator.token)).json().data.money).toBeNull();
  });

  it('takes gross sales, platform revenue and what creators are owed from the ledger', async () => {
    const creator = await t.services.testing.creator({ commission: '0.2' });
    const fan = await t.services.testing.funded(50);
    const post = await t.services.testing.lockedPhotoPost(creator.token, 10);
    expect((await t.inject('POST', `/wallet/charges/feed/${post}`, fan.token, {})).statusCode).toBe(200);
    const stats = (await t.inject('GET', '/admin/statistics', s.finance.token)).json().data;
    expect(stats.money).toMatchObject({
      grossSales: 10,
      platformRevenue: 2,
      owedToCreators: { onHold: 8, withdrawable: 0 },
    });
    expect(stats.days.at(-1)).toMatchObject({ grossSales: 10, platformRevenue: 2 });
  });

  it('counts what waits in the queue for the caller', async () => {
    await t.services.testing.creator({ verifiedDocument: false });
    const summary = (await t.inject('GET', '/admin/queue/summary', s.moderator.token)).json().data;
    expect(summary.documents).toBeGreaterThanOrEqual(1);
    expect(summary).toMatchObject({ payouts: 0, refunds: 0, total: summary.documents + summary.reports });
    const finance = (await t.inject('GET', '/admin/queue/summary', s.finance.token)).json().data;
    expect(finance).toMatchObject({ reports: 0, documents: 0, total: finance.payouts + finance.refunds });
  });
});

describe('accounts', () => {
  it('searches accounts and creators awaiting review', async () => {
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/users/search' }, ['admin', 'moderator']);
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/performers/search' }, ['admin', 'moderator']);
    const waiting = await t.services.testing.creator({ verifiedDocument: false });
    const res = await t.inject('GET', '/admin/performers/search?verifiedDocument=false&limit=100', s.moderator.token);
    const ids = res.json().data.data.map((u: { _id: string }) => u._id);
    expect(ids).toContain(waiting.user.id);
    expect(ids).not.toContain(s.creator.user.id);
    const byName = await t.inject('GET', `/admin/users/search?q=${s.fan.user.username}`, s.admin.token);
    expect(byName.json().data).toMatchObject({
      total: 1,
      data: [{ _id: s.fan.user.id, role: 'user', status: 'active' }],
    });
    expect((await t.inject('GET', '/admin/users/search?role=finance', s.admin.token)).json().data.data[0]._id).toBe(
      s.finance.user.id,
    );
  });

  it('shows an account with its documents and actions, no money (moderators too); 404 for none', async () => {
    await expectStaffOnly(t, s, { method: 'GET', url: `/admin/users/${s.fan.user.id}` }, ['admin', 'moderator']);
    expect((await t.inject('GET', `/admin/users/${'0'.repeat(24)}`, s.admin.token)).statusCode).toBe(404);
    const res = await t.inject('GET', `/admin/users/${s.creator.user.id}`, s.moderator.token);
    expect(res.json().data).toMatchObject({
      user: { _id: s.creator.user.id, isPerformer: true, verifiedDocument: true },
      documents: [],
      actions: [],
    });
    expect(res.json().data).not.toHaveProperty('walletBalance');
  });

  it("shows an account's money to finance and admins: balances, ledger lines, payouts, orders", async () => {
    const url = (id: string) => `/admin/users/${id}/money`;
    await expectStaffOnly(t, s, { method: 'GET', url: url(s.fan.user.id) }, ['admin', 'finance']);
    expect((await t.inject('GET', url(MISSING_ID), s.finance.token)).statusCode).toBe(404);
    expect((await t.inject('GET', '/admin/users/not-an-id/money', s.finance.token)).statusCode).toBe(400);

    const fan = await t.services.testing.funded(40);
    const wallet = (await t.inject('GET', url(fan.user.id), s.finance.token)).json().data;
    expect(wallet).toMatchObject({ user: { _id: fan.user.id }, walletBalance: 40, earnings: null, payouts: [] });
    expect(wallet.ledgerLines).toEqual([expect.objectContaining({ account: 'wallet', amount: 40 })]);

    const creator = await payable(t, 100);
    const asked = await t.inject('POST', '/payout-requests', creator.token, { source: 'performer', requestTokens: 60 });
    expect(asked.statusCode, asked.body).toBe(200);
    const money = (await t.inject('GET', url(creator.user.id), s.admin.token)).json().data;
    expect(money).toMatchObject({
      walletBalance: 0,
      earnings: { onHold: 0, withdrawable: 40 },
      payouts: [{ _id: asked.json().data._id, status: 'pending', tokens: 60 }],
      orders: [],
    });
    expect(money.ledgerLines.map((l: { account: string; amount: number }) => [l.account, l.amount])).toEqual([
      ['earnings', -60],
      ['earnings', 100],
    ]);
  });

  it('deactivates an account (its sessions stop at once), and reactivates it; audited with the reason', async () => {
    const target = await t.services.testing.createUserWithSession();
    const url = `/admin/users/${target.user.id}`;
    await expectStaffOnly(t, s, { method: 'PUT', url, payload: { status: 'inactive' } }, ['admin', 'moderator']);
    expect((await t.inject('PUT', url, s.admin.token, { status: 'gone' })).statusCode).toBe(400);
    const res = await t.inject('PUT', url, s.moderator.token, { status: 'inactive', reason: 'Spam account' });
    expect(res.statusCode).toBe(200);
    expect((await t.inject('GET', '/wallet/charges/search', target.token)).statusCode).toBe(401);
    const login = await t.inject('POST', '/auth/login', null, {
      username: target.user.username,
      password: 'x'.repeat(8),
    });
    expect(login.statusCode).not.toBe(200);
    await t.inject('PUT', url, s.moderator.token, { status: 'active', verifiedEmail: false });
    expect(await audited('user.update', target.user.id)).toMatchObject([
      { reason: 'Spam account', before: { status: 'active' }, after: { status: 'inactive' } },
      { before: { status: 'inactive', verifiedEmail: true }, after: { status: 'active', verifiedEmail: false } },
    ]);
  });

  it('gives staff roles (admins only; never to a creator, never to oneself)', async () => {
    const fan = await t.services.testing.createUser();
    const url = `/admin/users/${fan.id}`;
    expect((await t.inject('PUT', url, s.moderator.token, { role: 'moderator' })).statusCode).toBe(403);
    expect((await t.inject('PUT', url, s.admin.token, { role: 'moderator' })).statusCode).toBe(200);
    expect(await audited('user.update', fan.id)).toMatchObject([
      { before: { role: 'user' }, after: { role: 'moderator' } },
    ]);
    const creator = await t.inject('PUT', `/admin/users/${s.creator.user.id}`, s.admin.token, { role: 'finance' });
    expect(creator.statusCode).toBe(422);
    expect(creator.json().message).toBe(ADMIN_MESSAGES.creatorNotStaff);
    const self = await t.inject('PUT', `/admin/users/${s.admin.user.id}`, s.admin.token, { role: 'user' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_MESSAGES.ownRole);
  });
});
