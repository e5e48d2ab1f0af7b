import { describe, expect, it } from 'vitest';
import { LEDGER_ADJUST_MESSAGES } from '@fanlane/shared';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const adjust = (token: string, body: Record<string, unknown>) =>
  t.inject('POST', '/admin/ledger/adjustments', token, body);
const wallet = async (userId: string) => (await t.services.ledger.balance(`wallet:${userId}`)) / 100;

describe('POST /admin/ledger/adjustments', () => {
  it('is for finance and admins (money permission)', async () => {
    const body = { userId: MISSING_ID, account: 'wallet', direction: 'credit', amount: 1, reason: 'Guard' };
    await expectStaffOnly(t, s, { method: 'POST', url: '/admin/ledger/adjustments', payload: body }, [
      'admin',
      'finance',
    ]);
  });

  it('refuses bad input, an unknown account and earnings of a fan, moving nothing', async () => {
    const bad = await adjust(s.finance.token, {
      userId: 'x',
      account: 'bank',
      direction: 'up',
      amount: -1,
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toMatch(/userId|account|direction|amount|reason/);
    const body = { account: 'wallet', direction: 'credit', amount: 5, reason: 'Goodwill' };
    expect((await adjust(s.finance.token, { ...body, userId: MISSING_ID })).statusCode).toBe(404);
    const fan = await t.services.testing.createUserWithSession();
    const earnings = await adjust(s.finance.token, { ...body, account: 'earnings', userId: fan.user.id });
    expect(earnings.statusCode).toBe(422);
    expect(earnings.json().message).toBe(LEDGER_ADJUST_MESSAGES.notCreator);
    expect(await wallet(fan.user.id)).toBe(0);
  });

  it('credits and debits a wallet through the ledger, never below zero, once per key, audited', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const credit = {
      userId: fan.user.id,
      account: 'wallet',
      direction: 'credit',
      amount: 12.5,
      reason: 'Refund of a failed top-up',
    };
    const first = await adjust(s.finance.token, { ...credit, idempotencyKey: 'ticket-4711' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ replayed: false, balance: 12.5 });
    const again = await adjust(s.finance.token, { ...credit, idempotencyKey: 'ticket-4711' });
    expect(again.json().data.replayed).toBe(true);
    expect(await wallet(fan.user.id)).toBe(12.5);

    const tooMuch = await adjust(s.admin.token, { ...credit, direction: 'debit', amount: 20 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(LEDGER_ADJUST_MESSAGES.belowZero);
    const debit = await adjust(s.admin.token, {
      ...credit,
      direction: 'debit',
      amount: 2.5,
      reason: 'Bonus given twice',
    });
    expect(debit.json().data.balance).toBe(10);
    expect(await wallet(fan.user.id)).toBe(10);

    const entries = await auditEntries(t, 'ledger.adjust', fan.user.id);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.reason).sort()).toEqual(['Bonus given twice', 'Refund of a failed top-up']);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it("credits a creator's withdrawable earnings", async () => {
    const creator = await t.services.testing.creator();
    const res = await adjust(s.finance.token, {
      userId: creator.user.id,
      account: 'earnings',
      direction: 'credit',
      amount: 30,
      reason: 'Missed sale',
    });
    expect(res.json().data.balance).toBe(30);
    expect(await t.services.ledger.balance(`earnings:${creator.user.id}`)).toBe(3000);
  });
});
