import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONEY_MESSAGES, PRIVATE_SHOW_MESSAGES, STREAMING_MESSAGES } from '@fanlane/shared';
import { earnings, privateStreamRequests, tokenTransactions } from '../../../db/schema/index.js';
import { buildTestApp, refusal, type TestApp } from '../../../test/index.js';
import { createPrivateShowClock } from './bill-due.js';
import { chargeMinute } from './charge-minute.js';

/** Private 1:1 shows: requests and their status changes, and per-minute billing on a fake clock. */

let t: TestApp;
beforeAll(async () => {
  // RTMP_PORT=0: the self-hosted transport is on, but this process runs no ingest.
  t = await buildTestApp({ RTMP_PORT: '0' });
});
afterAll(async () => {
  await t.close();
});

const balance = (token: string) => t.services.testing.balance(token);
const funded = (amount: number) => t.services.testing.funded(amount);

/** A creator taking requests at `price` a minute. */
async function creatorAt(price: number) {
  const c = await t.services.testing.createUserWithSession({ role: 'performer' });
  const res = await t.inject('PUT', '/performers/me', c.token, {
    privateChatPrice: price,
    acceptPrivateRequests: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ privateChatPrice: price, acceptPrivateRequests: true });
  return c;
}

const ask = (token: string, performerId: string, message = 'Hi!') =>
  t.inject('POST', '/streaming/private/request', token, { performerId, message });

/** The texts of an account's private show answers in its notifications centre, newest first. */
async function fanNotices(token: string) {
  await t.services.notifier.flushed();
  await t.services.jobs.drain();
  const list = (await t.inject('GET', '/notifications', token)).json().data.data as { type: string; text: string }[];
  return list.filter((n) => n.type === 'private_show_update').map((n) => n.text);
}

describe('private show requests', () => {
  it('refuses without a transport, without auth, from creators, bad input and creators who take none', async () => {
    const c = await creatorAt(5);
    const fan = await funded(20);
    expect(refusal(await ask(fan.token, c.user.id))).toEqual([422, STREAMING_MESSAGES.unavailable]);
    await t.services.settings.update({ selfHostedLiveEnable: true });
    expect((await ask('', c.user.id)).statusCode).toBe(401);
    expect((await ask(c.token, c.user.id)).statusCode).toBe(403);
    expect(refusal(await t.inject('POST', '/streaming/private/request', fan.token, {}))).toEqual([
      400,
      ['performerId: performerId is required'],
    ]);
    expect(refusal(await ask(fan.token, 'f'.repeat(24)))).toEqual([404, PRIVATE_SHOW_MESSAGES.performerNotFound]);
    const closed = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect(refusal(await ask(fan.token, closed.user.id))).toEqual([422, PRIVATE_SHOW_MESSAGES.notAccepting]);
  });

  it('lets the creator approve or reject, the fan withdraw, and only them', async () => {
    const c = await creatorAt(5);
    const fan = await funded(20);
    const other = await t.services.testing.createUserWithSession();
    const emit = vi.spyOn(t.services.realtime, 'emitToUser');
    const made = await ask(fan.token, c.user.id, 'Private dance?');
    expect(made.statusCode, made.body).toBe(200);
    const request = made.json().data;
    expect(request).toMatchObject({ status: 'pending', price: 5, message: 'Private dance?', userId: fan.user.id });
    expect(request.conversationId).toBe(request._id);
    // The creator is told at once.
    expect(emit).toHaveBeenCalledWith(c.user.id, 'private-request/created', expect.objectContaining({}));
    emit.mockRestore();
    // …and finds it in the notifications centre.
    await t.services.notifier.flushed();
    await t.services.jobs.drain();
    const notified = await t.inject('GET', '/notifications', c.token);
    expect(notified.body).toContain('private_show_request');
    expect(refusal(await ask(fan.token, c.user.id))).toEqual([422, PRIVATE_SHOW_MESSAGES.alreadyPending]);

    const url = `/streaming/private/request/${request._id}`;
    expect((await t.inject('POST', `${url}/approve`)).statusCode).toBe(401);
    expect(refusal(await t.inject('POST', `${url}/approve`, other.token))).toEqual([
      403,
      PRIVATE_SHOW_MESSAGES.notYours,
    ]);
    expect(refusal(await t.inject('POST', `${url}/approve`, fan.token))).toEqual([
      403,
      PRIVATE_SHOW_MESSAGES.creatorOnly,
    ]);
    expect(refusal(await t.inject('POST', `${url}/join`, c.token))).toEqual([403, PRIVATE_SHOW_MESSAGES.requesterOnly]);
    expect(refusal(await t.inject('POST', '/streaming/private/request/nope/approve', c.token))).toEqual([
      404,
      PRIVATE_SHOW_MESSAGES.notFound,
    ]);
    const fanEmit = vi.spyOn(t.services.realtime, 'emitToUser');
    expect((await t.inject('POST', `${url}/approve`, c.token)).json().data.status).toBe('approved');
    // The fan is told at once over the socket and in the notifications centre.
    expect(fanEmit).toHaveBeenCalledWith(
      fan.user.id,
      'private-request/updated',
      expect.objectContaining({ request: expect.objectContaining({ status: 'approved' }) }),
    );
    fanEmit.mockRestore();
    expect(await fanNotices(fan.token)).toEqual([`${c.user.name} accepted your private show request`]);
    expect(refusal(await t.inject('POST', `${url}/approve`, c.token))).toEqual([
      422,
      PRIVATE_SHOW_MESSAGES.wrongStatus('approved'),
    ]);
    expect(refusal(await t.inject('DELETE', url, c.token))).toEqual([403, PRIVATE_SHOW_MESSAGES.requesterOnly]);
    expect((await t.inject('DELETE', url, fan.token)).json().data.status).toBe('cancelled');

    // Both sides list it; others do not.
    for (const token of [c.token, fan.token]) {
      const list = (await t.inject('GET', '/streaming/private/request/search?status=cancelled', token)).json().data;
      expect(list.total).toBe(1);
      expect(list.data[0]._id).toBe(request._id);
    }
    expect((await t.inject('GET', '/streaming/private/request/search', other.token)).json().data.total).toBe(0);

    const again = (await ask(fan.token, c.user.id)).json().data;
    const rejected = await t.inject('POST', `/streaming/private/request/${again._id}/reject`, c.token);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', endReason: 'creator' });
    expect((await fanNotices(fan.token))[0]).toBe(`${c.user.name} declined your private show request`);
  });
});

describe('private show billing (fake clock)', () => {
  it('charges each minute at its start through the ledger, warns 30 s ahead, ends on an empty wallet', async () => {
    const c = await creatorAt(10);
    const fan = await funded(25);
    const request = (await ask(fan.token, c.user.id)).json().data;
    const url = `/streaming/private/request/${request._id}`;
    expect(refusal(await t.inject('POST', `${url}/start`, c.token))).toEqual([
      422,
      PRIVATE_SHOW_MESSAGES.wrongStatus('pending'),
    ]);
    await t.inject('POST', `${url}/approve`, c.token);
    expect(refusal(await t.inject('POST', `${url}/join`, fan.token))).toEqual([
      422,
      PRIVATE_SHOW_MESSAGES.wrongStatus('approved'),
    ]);

    // Started: the first minute is charged at once.
    const started = await t.inject('POST', `${url}/start`, c.token);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ transport: 'hls', request: { status: 'started', minutesCharged: 1 } });
    expect(await balance(fan.token)).toBe(15);
    expect((await fanNotices(fan.token))[0]).toMatch(/started your private show: join now$/);
    const joined = await t.inject('POST', `${url}/join`, fan.token);
    expect(joined.json().data).toMatchObject({ transport: 'hls', request: { status: 'started' } });
    // No video yet (the creator has not published): no address.
    expect(joined.json().data.hlsUrl).toBeUndefined();

    const db = t.services.database.db;
    const row = async () =>
      (await db.select().from(privateStreamRequests).where(eq(privateStreamRequests.id, request._id)))[0]!;
    const startedAt = (await row()).startedAt!.getTime();
    let now = startedAt;
    const emit = vi.spyOn(t.services.realtime, 'emitToUser');
    const deps = {
      db,
      repo: t.services.streamingRepo,
      earnings: t.services.earnings,
      realtime: t.services.realtime,
      ledger: t.services.ledger,
      shows: t.services.privateShows,
    };
    const clock = createPrivateShowClock({ ...deps, now: () => now });

    now = startedAt + 29_000;
    await clock.billDue();
    expect((await row()).minutesCharged).toBe(1);
    now = startedAt + 60_000;
    await clock.billDue();
    expect((await row()).minutesCharged).toBe(2);
    expect(await balance(fan.token)).toBe(5);
    // Retries charge nothing twice: the clock again, another process, the same minute directly.
    await clock.billDue();
    await createPrivateShowClock({ ...deps, now: () => now }).billDue();
    expect(await chargeMinute(deps, await row(), 2)).toBe('done');
    // The creator's studio reopened: start again answers the address and charges nothing.
    expect((await t.inject('POST', `${url}/start`, c.token)).json().data.request.minutesCharged).toBe(2);
    expect(await balance(fan.token)).toBe(5);

    // 30 s before a minute the wallet cannot pay: both sides are warned, once.
    now = startedAt + 90_000;
    await clock.billDue();
    await clock.billDue();
    const warnings = emit.mock.calls.filter(([, event]) => event === 'private-stream/low-balance');
    expect(warnings.map(([to]) => to).sort()).toEqual([fan.user.id, c.user.id].sort());
    expect(warnings[0]![2]).toEqual({ requestId: request._id, secondsLeft: 30 });

    // The minute comes and cannot be paid: the show ends, nothing more is charged.
    now = startedAt + 120_000;
    await clock.billDue();
    expect(await row()).toMatchObject({ status: 'ended', endReason: 'balance', minutesCharged: 2, totalMinor: 2000 });
    expect(await balance(fan.token)).toBe(5);
    emit.mockRestore();

    const charges = await db.select().from(tokenTransactions).where(eq(tokenTransactions.targetId, request._id));
    expect(charges.map((ch) => [ch.type, ch.totalPriceMinor])).toEqual([
      ['private_chat', 1000],
      ['private_chat', 1000],
    ]);
    const earned = await db.select().from(earnings).where(eq(earnings.performerId, c.user.id));
    expect(earned.map((e) => [e.type, e.grossMinor, e.netMinor])).toEqual([
      ['private_chat', 1000, 800],
      ['private_chat', 1000, 800],
    ]);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
    // The fan sees the minutes among their charges.
    const search = (await t.inject('GET', '/wallet/charges/search?type=private_chat', fan.token)).json().data;
    expect(search.total).toBe(2);
  });

  it('refuses to start a show the wallet cannot pay, and lets either side end one', async () => {
    const c = await creatorAt(50);
    const poor = await funded(20);
    const request = (await ask(poor.token, c.user.id)).json().data;
    await t.inject('POST', `/streaming/private/request/${request._id}/approve`, c.token);
    expect(refusal(await t.inject('POST', `/streaming/private/request/${request._id}/start`, c.token))).toEqual([
      422,
      MONEY_MESSAGES.insufficientBalance,
    ]);
    expect(await balance(poor.token)).toBe(20);

    const fan = await funded(100);
    const next = (await ask(fan.token, c.user.id)).json().data;
    await t.inject('POST', `/streaming/private/request/${next._id}/approve`, c.token);
    expect((await t.inject('POST', `/streaming/private/request/${next._id}/start`, c.token)).statusCode).toBe(200);
    const ended = await t.inject('POST', `/streaming/private/request/${next._id}/end`, fan.token);
    expect(ended.json().data).toMatchObject({ status: 'ended', endReason: 'fan', minutesCharged: 1, totalPrice: 50 });
    expect(refusal(await t.inject('POST', `/streaming/private/request/${next._id}/end`, c.token))).toEqual([
      422,
      PRIVATE_SHOW_MESSAGES.wrongStatus('ended'),
    ]);
  });
});
