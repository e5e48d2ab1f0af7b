import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '@fanlane/shared';
import { auditLogs, notifications } from '../../db/schema/index.js';
import { buildTestApp, refusal, unprocessable, type TestApp } from '../../test/index.js';
import { expectStaffOnly, staffSessions, type StaffSessions } from '../../test/staff.js';
import { booksBalance, clearing, payable, withdrawable } from './payouts-testing.js';

let t: TestApp;
let staff: StaffSessions;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffSessions(t);
});
afterAll(async () => t.close());

const DAY = 86_400_000;

const ask = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.inject('POST', '/payout-requests', token, { source: 'performer', ...body }, headers);

const decide = (token: string, id: string, status: string, adminNote = '') =>
  t.inject('POST', `/admin/payout-requests/status/${id}`, token, { status, adminNote });

describe('creator payout routes', () => {
  it('need a creator session', async () => {
    const fan = await t.services.testing.createUserWithSession();
    for (const [method, url] of [
      ['POST', '/payout-requests/calculate'],
      ['GET', '/payout-requests/check/pending-review'],
      ['GET', '/payout-requests/search'],
      ['POST', '/payout-requests'],
      ['PUT', '/payout-requests/x'],
      ['DELETE', '/payout-requests/x'],
      ['GET', '/payout-requests/x/view'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { requestTokens: 60 } : undefined;
      expect((await t.inject(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.inject(method, url, fan.token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses bad input with the contract’s messages and moves nothing', async () => {
    const creator = await payable(t, 100);
    const small = await ask(creator.token, { requestTokens: 10 });
    expect(small.json()).toEqual(unprocessable(PAYOUT_MESSAGES.minimum(50), 'PAYOUT_MINIMUM'));
    expect(refusal(await ask(creator.token, { requestTokens: 150 }))).toEqual([422, PAYOUT_MESSAGES.overBalance]);
    expect((await ask(creator.token, { requestTokens: 60.123 })).statusCode).toBe(400);
    expect((await ask(creator.token, { requestTokens: 'lots' })).statusCode).toBe(400);
    expect((await ask(creator.token, { requestTokens: 60, paymentAccountType: 'bitpay' })).statusCode).toBe(400);
    expect(refusal(await ask(creator.token, { requestTokens: 60, paymentAccountType: 'paypal' }))).toEqual([
      422,
      PAYOUT_MESSAGES.missingPaypal,
    ]);
    expect(refusal(await ask(creator.token, { requestTokens: 60, paymentAccountType: 'stripe' }))).toEqual([
      422,
      PAYOUT_MESSAGES.missingStripe,
    ]);
    const noBank = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect(refusal(await ask(noBank.token, { requestTokens: 60 }))).toEqual([404, PAYOUT_MESSAGES.missingBanking]);
    expect(await withdrawable(t, creator.user.id)).toBe(10_000);
    await booksBalance(t);
  });

  it('a request holds its tokens at once; one open request at a time; an Idempotency-Key answers the same request', async () => {
    const creator = await payable(t, 120);
    const before = await clearing(t);
    const res = await ask(creator.token, { requestTokens: 80, requestNote: 'March' }, { 'idempotency-key': 'k1' });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().data;
    expect(request).toMatchObject({
      status: 'pending',
      requestTokens: 80,
      tokenConversionRate: 1,
      amount: 80,
      paymentAccountType: 'banking',
      requestNote: 'March',
      sourceId: creator.user.id,
    });
    // The details are stamped on the request, the account number masked.
    expect(request.paymentAccountInfo.bankAccount).toMatch(/^•+5555$/);
    expect(await withdrawable(t, creator.user.id)).toBe(4_000);
    expect((await clearing(t)) - before).toBe(8_000);
    // The same key again: the same request, nothing moves.
    const again = await ask(creator.token, { requestTokens: 80 }, { 'idempotency-key': 'k1' });
    expect(again.json().data._id).toBe(request._id);
    expect(await withdrawable(t, creator.user.id)).toBe(4_000);
    // Another request while this one is open: refused.
    const open = await ask(creator.token, { requestTokens: 50 });
    expect(open.json()).toEqual(unprocessable(PAYOUT_MESSAGES.waitForCurrent, 'PAYOUT_OPEN_REQUEST'));
    const check = await t.inject('GET', '/payout-requests/check/pending-review', creator.token);
    expect(check.json().data).toEqual({ valid: false });
    const calc = await t.inject('POST', '/payout-requests/calculate', creator.token);
    expect(calc.json().data).toMatchObject({ remainingUnpaidTokens: 40, requestedTokens: 80, minimumPayoutAmount: 50 });
    await booksBalance(t);
  });

  it('edits and cancels only the creator’s own pending request; the hold follows', async () => {
    const creator = await payable(t, 100);
    const other = await payable(t, 100);
    const id = (await ask(creator.token, { requestTokens: 60 })).json().data._id as string;
    // Another creator's request does not exist for them.
    expect((await t.inject('GET', `/payout-requests/${id}/view`, other.token)).statusCode).toBe(404);
    expect((await t.inject('PUT', `/payout-requests/${id}`, other.token, { requestTokens: 70 })).statusCode).toBe(404);
    expect((await t.inject('DELETE', `/payout-requests/${id}`, other.token)).statusCode).toBe(404);
    const mine = await t.inject('GET', '/payout-requests/search', other.token);
    expect(mine.json().data.total).toBe(0);

    const edited = await t.inject('PUT', `/payout-requests/${id}`, creator.token, {
      requestTokens: 90,
      requestNote: 'all',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ requestTokens: 90, requestNote: 'all' });
    expect(await withdrawable(t, creator.user.id)).toBe(1_000);
    expect(refusal(await t.inject('PUT', `/payout-requests/${id}`, creator.token, { requestTokens: 101 }))).toEqual([
      422,
      PAYOUT_MESSAGES.overBalance,
    ]);
    const view = await t.inject('GET', `/payout-requests/${id}/view`, creator.token);
    expect(view.json().data).toMatchObject({ requestTokens: 90, sourceInfo: { _id: creator.user.id } });

    const cancelled = await t.inject('DELETE', `/payout-requests/${id}`, creator.token);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await withdrawable(t, creator.user.id)).toBe(10_000);
    expect(refusal(await t.inject('DELETE', `/payout-requests/${id}`, creator.token))).toEqual([
      422,
      PAYOUT_MESSAGES.notPending,
    ]);
    const list = await t.inject('GET', '/payout-requests/search?status=cancelled', creator.token);
    expect(list.json().data.total).toBe(1);
    await booksBalance(t);
  });

  it('calculate: net earned less refunds, on hold with the next release, withdrawable, paid out', async () => {
    const creator = await payable(t, 0);
    const fan = await t.services.testing.funded(200);
    for (const price of [100, 50]) {
      const res = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.services.earnings.releaseDue(new Date(Date.now() + 365 * DAY));
    const tip = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, { price: 25 });
    expect(tip.statusCode).toBe(200);
    const calc = (await t.inject('POST', '/payout-requests/calculate', creator.token)).json().data;
    // 20 % commission: 80 + 40 released, 20 on hold.
    expect(calc).toMatchObject({
      totalEarnedTokens: 140,
      previousPaidOutTokens: 0,
      remainingUnpaidTokens: 120,
      pendingTokens: 20,
    });
    expect(new Date(calc.nextReleaseAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('operator payout routes', () => {
  it('are for staff with the money permission', async () => {
    await expectStaffOnly(t, staff, { method: 'GET', url: '/admin/payout-requests/search' }, ['admin', 'finance']);
    await expectStaffOnly(t, staff, { method: 'GET', url: '/admin/payout-requests/export' }, ['admin', 'finance']);
    await expectStaffOnly(t, staff, { method: 'GET', url: '/admin/payout-requests/x' }, ['admin', 'finance']);
    await expectStaffOnly(
      t,
      staff,
      { method: 'POST', url: '/admin/payout-requests/status/x', payload: { status: 'approved' } },
      ['admin', 'finance'],
    );
  });

  it('approve then done pays the tokens out of the books; audited; the creator is told', async () => {
    const creator = await payable(t, 100);
    const id = (await ask(creator.token, { requestTokens: 75 })).json().data._id as string;
    const list = await t.inject(
      'GET',
      `/admin/payout-requests/search?status=pending&performerId=${creator.user.id}`,
      staff.finance.token,
    );
    expect(list.json().data).toMatchObject({ total: 1, data: [{ _id: id, sourceInfo: { _id: creator.user.id } }] });
    expect(list.json().data.data[0].paymentAccountInfo.bankAccount).toMatch(/^•+5555$/);
    // The CSV holds the same rows (filters as the list's), never the account numbers.
    const csv = await t.inject(
      'GET',
      `/admin/payout-requests/export?status=pending&performerId=${creator.user.id}`,
      staff.finance.token,
    );
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('id,createdAt,creatorId,creator,tokens,rate,amount,method,status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(id);
    expect(csv.body).not.toContain('5555');
    const bad = await t.inject('GET', `/admin/payout-requests/export?sortBy=${'x'.repeat(60)}`, staff.finance.token);
    expect(bad.statusCode).toBe(400);
    const detail = await t.inject('GET', `/admin/payout-requests/${id}`, staff.finance.token);
    expect(detail.json().data.paymentAccountInfo.bankAccount).toBe('GB33BUKB20201555555555');

    expect(refusal(await decide(staff.finance.token, id, 'done'))).toEqual([
      422,
      PAYOUT_MESSAGES.transition('pending', 'done'),
    ]);
    expect((await decide(staff.finance.token, id, 'paid')).statusCode).toBe(400);
    const approved = await decide(staff.finance.token, id, 'approved', 'Checked');
    expect(approved.json().data).toMatchObject({ status: 'approved', adminNote: 'Checked' });
    // Approved still holds: the creator cannot cancel it or ask again.
    expect(refusal(await t.inject('DELETE', `/payout-requests/${id}`, creator.token))).toEqual([
      422,
      PAYOUT_MESSAGES.notPending,
    ]);
    expect(refusal(await ask(creator.token, { requestTokens: 20 }))).toEqual([422, PAYOUT_MESSAGES.waitForCurrent]);
    const clearingBefore = await clearing(t);
    const done = await decide(staff.admin.token, id, 'done', 'Wire sent');
    expect(done.json().data).toMatchObject({ status: 'done', adminNote: 'Wire sent' });
    expect(done.json().data.paidAt).toBeTruthy();
    expect(clearingBefore - (await clearing(t))).toBe(7_500);
    expect(await t.services.ledger.balance('gateway_clearing:bank')).toBeGreaterThanOrEqual(7_500);
    expect(refusal(await decide(staff.admin.token, id, 'rejected'))).toEqual([
      422,
      PAYOUT_MESSAGES.transition('done', 'rejected'),
    ]);
    const calc = (await t.inject('POST', '/payout-requests/calculate', creator.token)).json().data;
    expect(calc).toMatchObject({ previousPaidOutTokens: 75, remainingUnpaidTokens: 25, requestedTokens: 0 });

    const { db } = t.services.database;
    const audited = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, id), eq(auditLogs.targetType, 'payout_request')));
    expect(audited.map((a) => a.action).sort()).toEqual(['payout.approved', 'payout.done']);
    await t.services.notifier.flushed();
    await t.services.jobs.drain();
    const told = await db.select().from(notifications).where(eq(notifications.userId, creator.user.id));
    expect(told.filter((n) => n.type === 'payout_status').length).toBe(2);
    await booksBalance(t);
  });

  it('the sandbox’s Connect account is ready at once and a Connect request is paid at once when marked done', async () => {
    const creator = await payable(t, 100);
    expect((await t.inject('POST', '/stripe/accounts', creator.token)).statusCode).toBe(200);
    expect((await t.inject('GET', '/stripe/accounts', creator.token)).json().data).toEqual({
      connected: true,
      payoutsEnabled: true,
    });
    const id = (await ask(creator.token, { requestTokens: 60, paymentAccountType: 'stripe' })).json().data._id;
    await decide(staff.finance.token, id, 'approved');
    const out = () => t.services.ledger.balance('gateway_clearing:sandbox');
    const before = await out();
    const done = await decide(staff.finance.token, id, 'done');
    expect(done.json().data).toMatchObject({ status: 'done', payoutId: expect.stringMatching(/^tr_sbx_/) });
    expect((await out()) - before).toBe(6_000);
    await booksBalance(t);
  });

  it('reject returns the tokens; a new request may follow', async () => {
    const creator = await payable(t, 100);
    const id = (await ask(creator.token, { requestTokens: 100 })).json().data._id as string;
    expect(await withdrawable(t, creator.user.id)).toBe(0);
    const rejected = await decide(staff.finance.token, id, 'rejected', 'Name does not match');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', adminNote: 'Name does not match' });
    expect(await withdrawable(t, creator.user.id)).toBe(10_000);
    expect((await ask(creator.token, { requestTokens: 50 })).statusCode).toBe(200);
    expect((await decide(staff.finance.token, 'nope', 'approved')).statusCode).toBe(404);
    await booksBalance(t);
  });
});

describe('GET /performer/earning/export', () => {
  it('creators only; a CSV of their own ledger lines with running balances, payouts included', async () => {
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/performer/earning/export')).statusCode).toBe(401);
    expect((await t.inject('GET', '/performer/earning/export', fan.token)).statusCode).toBe(403);
    const creator = await payable(t, 100);
    const other = await payable(t, 70);
    expect((await ask(creator.token, { requestTokens: 60 })).statusCode).toBe(200);
    const res = await t.inject('GET', '/performer/earning/export', creator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('date,kind,transaction,account,amount,account balance,on hold + withdrawable');
    expect(lines.slice(1).map((l) => l.split(',').slice(3))).toEqual([
      ['withdrawable', '100.00', '100.00', '100.00'],
      ['withdrawable', '-60.00', '40.00', '40.00'],
    ]);
    expect(res.body).not.toContain(other.user.id);
    const past = await t.inject(
      'GET',
      '/performer/earning/export?fromDate=2001-01-01&toDate=2001-01-02',
      creator.token,
    );
    expect(past.body.trim().split('\n')).toHaveLength(1);
  });
});
