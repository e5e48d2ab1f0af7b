import { describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../db/schema/index.js';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const money = ['admin', 'finance'] as const;

/** A fan who topped up 20 and bought a 5-token post from a new creator: one payment, one wallet line. */
async function aPurchase() {
  const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
  const feedId = await t.services.testing.lockedPhotoPost(creator.token, 5);
  const fan = await t.services.testing.funded(20);
  const charge = (await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {})).json().data;
  return { creator, fan, feedId, charge };
}

describe('admin money lists', () => {
  it('are for finance and admins only', async () => {
    for (const url of [
      '/payment/transactions/admin/search',
      '/payment/transactions/admin/export',
      '/admin/wallet/charges/search',
      '/admin/wallet/charges/export',
      '/admin/ledger/reconcile',
    ])
      await expectStaffOnly(t, s, { method: 'GET', url }, [...money]);
    await expectStaffOnly(t, s, { method: 'POST', url: `/admin/wallet/charges/${MISSING_ID}/refund` }, [...money]);
  });

  it('refuse bad input', async () => {
    const res = await t.inject('GET', '/admin/wallet/charges/search?sortBy=' + 'x'.repeat(60), s.finance.token);
    expect(res.statusCode).toBe(400);
    const reason = await t.inject('POST', `/admin/wallet/charges/${MISSING_ID}/refund`, s.finance.token, {
      reason: 'x'.repeat(501),
    });
    expect(reason.statusCode).toBe(400);
    const long = await t.inject('GET', `/payment/transactions/admin/search?userId=${'x'.repeat(300)}`, s.finance.token);
    expect(long.statusCode).toBe(400);
  });

  it("list every account's payments and wallet lines, filtered by fan, and export them as CSV", async () => {
    const { fan, creator, charge } = await aPurchase();
    const payments = (
      await t.inject('GET', `/payment/transactions/admin/search?userId=${fan.user.id}`, s.finance.token)
    ).json().data;
    expect(payments.total).toBe(1);
    expect(payments.data[0]).toMatchObject({
      sourceId: fan.user.id,
      sourceInfo: { _id: fan.user.id, username: fan.user.username },
      type: 'token_package',
      totalPrice: 20,
      status: 'success',
    });
    const lines = (
      await t.inject('GET', `/admin/wallet/charges/search?performerId=${creator.user.id}`, s.admin.token)
    ).json().data;
    expect(lines.data.map((l: { _id: string }) => l._id)).toEqual([charge._id]);
    // The fan by name and username (one look-up for the page), where the list showed an id.
    expect(lines.data[0].sourceInfo).toEqual({ _id: fan.user.id, name: fan.user.name, username: fan.user.username });
    const future = (await t.inject('GET', '/admin/wallet/charges/search?fromDate=2999-01-01', s.admin.token)).json()
      .data;
    expect(future.total).toBe(0);

    const csv = await t.inject('GET', `/admin/wallet/charges/export?userId=${fan.user.id}`, s.finance.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('wallet-lines.csv');
    const [header, row, ...rest] = csv.body.trim().split('\n');
    expect(header).toBe(
      'id,time,fanId,fan,creatorId,creator,type,target,targetId,originalPrice,totalPrice,status,note',
    );
    expect(row).toContain(`${charge._id},`);
    expect(row).toContain(`,${fan.user.id},${fan.user.username},`);
    expect(row).toContain(',feed,feed,');
    expect(row).toContain(',5,5,success,');
    expect(rest).toEqual([]);
    const paid = await t.inject('GET', `/payment/transactions/admin/export?userId=${fan.user.id}`, s.admin.token);
    expect(paid.body.split('\n')[1]).toContain(`,${fan.user.id},`);
  });

  it('refunds a wallet charge: money back, the refunds list shows it, audited', async () => {
    const { fan, charge } = await aPurchase();
    const res = await t.inject('POST', `/admin/wallet/charges/${charge._id}/refund`, s.finance.token, {
      reason: 'Charged twice',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('refunded');
    expect(await t.services.testing.balance(fan.token)).toBe(20);
    const [entry] = await auditEntries(t, 'charge.refund', charge._id);
    expect(entry).toMatchObject({ reason: 'Charged twice', after: { status: 'refunded', userId: fan.user.id } });
    const refunds = (
      await t.inject('GET', `/admin/wallet/charges/search?status=refunded&userId=${fan.user.id}`, s.finance.token)
    ).json().data;
    expect(refunds.data.map((r: { _id: string }) => r._id)).toEqual([charge._id]);
    expect((await t.inject('POST', `/admin/wallet/charges/${charge._id}/refund`, s.admin.token)).statusCode).toBe(404);
    expect(await auditEntries(t, 'charge.refund', charge._id)).toHaveLength(1);
  });

  it('runs the reconcile on demand and shows a difference, audited', async () => {
    await aPurchase();
    const clean = await t.inject('GET', '/admin/ledger/reconcile', s.finance.token);
    expect(clean.statusCode).toBe(200);
    expect(clean.json().data).toMatchObject({ ok: true, ledgerSum: 0, mismatchedAccounts: [] });
    const db = t.services.database.db;
    const [account] = await db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.id} like 'wallet:%'`)
      .limit(1);
    await db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 1` })
      .where(eq(ledgerAccounts.id, account!.id));
    try {
      const report = (await t.inject('GET', '/admin/ledger/reconcile', s.admin.token)).json().data;
      expect(report.ok).toBe(false);
      expect(report.mismatchedAccounts).toEqual([
        { id: account!.id, balance: Number(account!.balance) + 1, entries: Number(account!.balance) },
      ]);
    } finally {
      await db.update(ledgerAccounts).set({ balance: account!.balance }).where(eq(ledgerAccounts.id, account!.id));
    }
    const entries = await db.query.auditLogs.findMany({ where: (a, { eq: is }) => is(a.action, 'ledger.reconcile') });
    expect(entries.map((e) => (e.after as { ok: boolean }).ok)).toEqual([true, false]);
  });
});
