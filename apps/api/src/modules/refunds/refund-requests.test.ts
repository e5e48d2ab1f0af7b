import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '@fanlane/shared';
import { unprocessable, type TestApp } from '../../test/index.js';
import { booksBalance } from '../payouts/payouts-testing.js';
import { boughtPost } from './refunds-testing.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));

const bought = () => boughtPost(t);
const ask = (token: string | null, chargeId: string, reason: unknown = 'It was not what the preview showed') =>
  t.inject('POST', `/wallet/charges/${chargeId}/refund-request`, token, { reason });
const summary = async () => (await t.inject('GET', '/admin/queue/summary', s.finance.token)).json().data;

describe('refund requests (issue #18)', () => {
  it("a fan asks for their own charge back once; others' charges answer 404, bad reasons 400", async () => {
    const { fan, creator, chargeId } = await bought();
    expect((await ask(null, chargeId)).statusCode).toBe(401);
    expect((await ask(creator.token, chargeId)).statusCode).toBe(403);
    expect((await ask(s.fan.token, chargeId)).statusCode).toBe(404);
    expect((await ask(fan.token, chargeId, 'no')).statusCode).toBe(400);
    expect((await ask(fan.token, 'not-an-id')).statusCode).toBe(400);
    const before = (await summary()).refunds;
    const asked = await ask(fan.token, chargeId);
    expect(asked.json().data).toMatchObject({ chargeId, status: 'pending' });
    expect((await summary()).refunds).toBe(before + 1);
    const again = await ask(fan.token, chargeId);
    expect(again.json()).toEqual(unprocessable(REFUND_MESSAGES.alreadyAsked, 'REFUND_ALREADY_ASKED'));
    expect((await t.inject('GET', '/wallet/refund-requests', fan.token)).json().data).toHaveLength(1);
  });

  it('finance sees it in the queue with its context and refunds it: the fan gets the tokens back, audited', async () => {
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/refund-requests/search' }, ['admin', 'finance']);
    await expectStaffOnly(
      t,
      s,
      { method: 'POST', url: `/admin/refund-requests/${MISSING_ID}/resolve`, payload: { action: 'refund' } },
      ['admin', 'finance'],
    );
    const { fan, creator, post, chargeId } = await bought();
    const id = (await ask(fan.token, chargeId)).json().data._id;
    const listed = (await t.inject('GET', '/admin/refund-requests/search?status=pending', s.finance.token)).json().data;
    expect(listed.data.find((r: { _id: string }) => r._id === id)).toMatchObject({
      fan: { _id: fan.user.id },
      creator: { _id: creator.user.id },
      charge: { target: 'feed', targetId: post, total: 5, status: 'success' },
      fanHistory: { requests: 0, refunded: 0 },
    });
    const url = `/admin/refund-requests/${id}/resolve`;
    expect((await t.inject('POST', url, s.finance.token, { action: 'keep' })).statusCode).toBe(400);
    expect(
      (await t.inject('POST', `/admin/refund-requests/${MISSING_ID}/resolve`, s.finance.token, { action: 'refund' }))
        .statusCode,
    ).toBe(404);
    const balance = await t.services.testing.balance(fan.token);
    const done = await t.inject('POST', url, s.finance.token, { action: 'refund', note: 'Preview was misleading' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'refunded',
      charge: { status: 'refunded' },
      note: 'Preview was misleading',
    });
    expect(await t.services.testing.balance(fan.token)).toBe(balance + 5);
    expect((await t.inject('GET', `/user/feeds/${post}`, fan.token)).json().data.isBought).toBe(false);
    expect(await auditEntries(t, 'refund.approve', id)).toEqual([
      expect.objectContaining({
        actorId: s.finance.user.id,
        reason: 'Preview was misleading',
        after: { status: 'refunded', chargeId },
      }),
    ]);
    const twice = await t.inject('POST', url, s.admin.token, { action: 'reject' });
    expect([twice.statusCode, twice.json().message]).toEqual([422, REFUND_MESSAGES.alreadyDecided]);
    await booksBalance(t);
  });

  it('a rejected request moves nothing and is audited; the charge can be asked about again', async () => {
    const { fan, chargeId } = await bought();
    const id = (await ask(fan.token, chargeId)).json().data._id;
    const balance = await t.services.testing.balance(fan.token);
    const res = await t.inject('POST', `/admin/refund-requests/${id}/resolve`, s.admin.token, {
      action: 'reject',
      note: 'You watched it',
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', charge: { status: 'success' } });
    expect(await t.services.testing.balance(fan.token)).toBe(balance);
    expect(await auditEntries(t, 'refund.reject', id)).toHaveLength(1);
    expect((await ask(fan.token, chargeId)).statusCode).toBe(200);
    const history = (await t.inject('GET', '/admin/refund-requests/search?status=pending', s.admin.token)).json().data;
    expect(history.data.find((r: { chargeId: string }) => r.chargeId === chargeId).fanHistory).toEqual({
      requests: 1,
      refunded: 0,
    });
  });
});
