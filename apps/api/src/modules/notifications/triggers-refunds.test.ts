import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withStaffApp, type StaffSessions } from '../../test/staff.js';
import { boughtPost } from '../refunds/refunds-testing.js';
import { toldOf } from './triggers-testing.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));

/** A fan who bought a creator's 5-token post and asked for it back; answers both, the charge and the request's id. */
async function asked() {
  const { creator, fan, chargeId } = await boughtPost(t);
  const request = await t.inject('POST', `/wallet/charges/${chargeId}/refund-request`, fan.token, {
    reason: 'Not what the preview showed',
  });
  expect(request.statusCode, request.body).toBe(200);
  return { creator, fan, chargeId, id: request.json().data._id as string };
}
const resolve = (id: string, body: Record<string, unknown>, token = s.finance.token) =>
  t.inject('POST', `/admin/refund-requests/${id}/resolve`, token, body);

describe('notification triggers: refund decisions', () => {
  it('a refunded request tells the fan once (linking to the wallet), never the creator or the staff', async () => {
    const { creator, fan, id } = await asked();
    // Refused attempts tell nobody.
    expect((await resolve(id, { action: 'refund' }, fan.token)).statusCode).toBe(403);
    expect((await resolve(id, { action: 'refund' }, s.moderator.token)).statusCode).toBe(403);
    expect(await toldOf(t, fan.token, 'refund_decision')).toHaveLength(0);
    const live: string[] = [];
    const stop = t.services.realtime.listen((userId, event) => {
      if (event === 'notification_created') live.push(userId);
    });
    expect((await resolve(id, { action: 'refund', note: 'Sorry about that' })).statusCode).toBe(200);
    // Decided already: refused, not told again.
    expect((await resolve(id, { action: 'reject' }, s.admin.token)).statusCode).toBe(422);
    const told = await toldOf(t, fan.token, 'refund_decision');
    stop();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      actorId: null,
      objectType: 'refund_request',
      objectId: id,
      link: '/wallet',
      isRead: false,
      data: { status: 'refunded', amount: 500 },
      text: 'Your refund request was accepted: 5 tokens are back in your wallet',
    });
    expect(live).toEqual([fan.user.id]);
    expect(await toldOf(t, creator.token, 'refund_decision')).toHaveLength(0);
    expect(await toldOf(t, s.finance.token, 'refund_decision')).toHaveLength(0);
  });

  it('a rejected request tells the fan with the note; asking again and being refunded tells them again', async () => {
    const { fan, chargeId, id } = await asked();
    expect((await resolve(id, { action: 'reject', note: 'You watched it all' })).statusCode).toBe(200);
    expect((await toldOf(t, fan.token, 'refund_decision')).map((n) => n.text)).toEqual([
      'Your refund request of 5 tokens was declined: “You watched it all”',
    ]);
    const again = await t.inject('POST', `/wallet/charges/${chargeId}/refund-request`, fan.token, {
      reason: 'Please look again',
    });
    expect((await resolve(again.json().data._id, { action: 'refund' })).statusCode).toBe(200);
    const told = await toldOf(t, fan.token, 'refund_decision');
    expect(told.map((n) => n.data.status)).toEqual(['refunded', 'rejected']);
  });

  it('the fan can turn the type off and sees it among their preferences (a creator does not)', async () => {
    const { fan } = await asked();
    const prefs = (await t.inject('GET', '/notifications/preferences', fan.token)).json().data;
    expect(prefs.types.find((p: { type: string }) => p.type === 'refund_decision')).toMatchObject({
      inApp: true,
      email: true,
    });
    const creator = await t.services.testing.creator();
    const theirs = (await t.inject('GET', '/notifications/preferences', creator.token)).json().data;
    expect(theirs.types.some((p: { type: string }) => p.type === 'refund_decision')).toBe(false);
  });
});
