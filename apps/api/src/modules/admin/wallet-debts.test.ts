import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import { expectStaffOnly, withStaffApp, type StaffSessions } from '../../test/staff.js';

/** GET /admin/wallet-debts: the fans who owe tokens after a chargeback (CCBill, issue #20). */

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const list = (token: string, query = '') => t.inject('GET', `/admin/wallet-debts${query}`, token);

/** A fan owing `owedMinor`, as a chargeback of spent tokens leaves it (`wallet-debt.ts`). */
async function debtor(owedMinor: number) {
  const fan = await t.services.testing.createUserWithSession();
  await t.services.ledger.postNow({
    key: `test-debt:${fan.user.id}`,
    kind: 'top_up_chargeback',
    entries: [
      { account: ledgerAccount.debt(fan.user.id), amount: -owedMinor },
      { account: ledgerAccount.gateway('ccbill'), amount: owedMinor },
    ],
  });
  return fan;
}

describe('GET /admin/wallet-debts', () => {
  it('is for finance and admins (money permission)', async () => {
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/wallet-debts' }, ['admin', 'finance']);
  });

  it('refuses a bad sort or search, saying which', async () => {
    const sort = await list(s.finance.token, '?sortBy=name');
    expect(sort.statusCode).toBe(400);
    expect(JSON.stringify(sort.json().message)).toContain('sortBy: owed or updatedAt');
    const q = await list(s.finance.token, `?q=${'x'.repeat(101)}`);
    expect(q.statusCode).toBe(400);
    expect(JSON.stringify(q.json().message)).toContain('q: at most 100 characters');
  });

  it('lists only accounts with a debt, most owed first, paged, with the fan', async () => {
    const small = await debtor(500);
    const large = await debtor(2500);
    // A debt paid back in full is not listed.
    const settled = await debtor(700);
    await t.services.ledger.postNow({
      key: `test-settle:${settled.user.id}`,
      kind: 'debt_settlement',
      entries: [
        { account: ledgerAccount.debt(settled.user.id), amount: 700 },
        { account: ledgerAccount.gateway('ccbill'), amount: -700 },
      ],
    });
    await t.services.testing.createUserWithSession();

    const all = await list(s.admin.token);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json().data;
    expect(page.total).toBe(2);
    expect(page.data).toEqual([
      {
        userId: large.user.id,
        name: large.user.name,
        username: large.user.username,
        owed: 25,
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ userId: small.user.id, owed: 5 }),
    ]);
    const second = (await list(s.finance.token, '?limit=1&offset=1')).json().data;
    expect([second.total, second.data.map((d: { userId: string }) => d.userId)]).toEqual([2, [small.user.id]]);
    const leastFirst = (await list(s.finance.token, '?sort=asc')).json().data;
    expect(leastFirst.data.map((d: { owed: number }) => d.owed)).toEqual([5, 25]);
    const found = (await list(s.finance.token, `?q=${small.user.username}`)).json().data;
    expect(found.data.map((d: { userId: string }) => d.userId)).toEqual([small.user.id]);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });
});
