import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { earnings, messages, streams, tokenTransactions } from '../../db/schema/index.js';
import { buildTestApp, refusal, type TestApp } from '../../test/index.js';

/** Live streams (contract 3.17 stream rows, 3.18, 3.20 stream charges and tips). */

const APP_ID = '970ca35de60c44645bbae8a215061b33';
const CERTIFICATE = '5cfd2fd1755d40ecb72977518be15d3b';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AGORA_APP_CERTIFICATE: CERTIFICATE });
  await t.services.settings.update({ agoraEnable: true, agoraAppId: APP_ID });
});
afterAll(async () => {
  await t.close();
});

const creator = () => t.services.testing.createUserWithSession({ role: 'performer' });

async function live(
  token: string,
  body: Record<string, unknown> = { title: 'Hello', description: 'Chat', isFree: true },
) {
  const res = await t.inject('POST', '/streaming/live', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    stream: { _id: string; sessionId: string; conversationId: string; price: number; isFree: boolean };
    conversation: { _id: string; type: string };
  };
}
/** What the `public-stream/live` socket event does (the socket test covers the event itself). */
const markLive = (streamId: string) =>
  t.services.database.db.update(streams).set({ isStreaming: true }).where(eq(streams.id, streamId));

describe('POST /streaming/live and edits', () => {
  it('needs a creator, validates, and reuses one stream with a new session each time', async () => {
    const c = await creator();
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', '/streaming/live', undefined, {})).statusCode).toBe(401);
    expect(
      (await t.inject('POST', '/streaming/live', fan.token, { title: 'a', description: 'b', isFree: true })).statusCode,
    ).toBe(403);
    const bad = await t.inject('POST', '/streaming/live', c.token, { description: 'x', isFree: false });
    expect(refusal(bad)).toEqual([400, ['title: Title is required']]);
    const noPrice = await t.inject('POST', '/streaming/live', c.token, { title: 'a', description: 'b', isFree: false });
    expect(refusal(noPrice)).toEqual([400, ['price: Set a price for a paid stream']]);

    const first = await live(c.token, { title: 'First', description: 'Hi', isFree: false, price: 4.5 });
    expect(first.stream).toMatchObject({
      title: 'First',
      isStreaming: 0,
      isFree: false,
      price: 4.5,
      type: 'public',
      performerId: c.user.id,
      hasPurchased: true,
      isSubscribed: true,
      streamingTime: 0,
      lastStreamingTime: null,
      stats: { members: 0, likes: 0 },
    });
    expect(first.conversation).toMatchObject({
      type: 'stream_public',
      performerId: c.user.id,
      streamId: first.stream._id,
    });
    expect(first.stream.conversationId).toBe(first.conversation._id);
    const second = await live(c.token);
    expect(second.stream._id).toBe(first.stream._id);
    expect(second.conversation._id).toBe(first.conversation._id);
    expect(second.stream.sessionId).not.toBe(first.stream.sessionId);
    expect(second.stream.isFree).toBe(true);
  });

  it('is unavailable while agoraEnable is off', async () => {
    const c = await creator();
    await t.services.settings.update({ agoraEnable: false });
    try {
      const res = await t.inject('POST', '/streaming/live', c.token, { title: 'a', description: 'b', isFree: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(STREAMING_MESSAGES.unavailable);
    } finally {
      await t.services.settings.update({ agoraEnable: true });
    }
  });

  it("PUT /streaming/live/{id} and /streaming/update edit the owner's stream only", async () => {
    const c = await creator();
    const other = await creator();
    const { stream } = await live(c.token);
    expect((await t.inject('PUT', `/streaming/live/${stream._id}`, undefined, {})).statusCode).toBe(401);
    expect((await t.inject('PUT', `/streaming/live/${stream._id}`, other.token, { description: 'x' })).statusCode).toBe(
      403,
    );
    expect((await t.inject('PUT', '/streaming/live/nope', c.token, { description: 'x' })).statusCode).toBe(404);
    expect(refusal(await t.inject('PUT', `/streaming/live/${stream._id}`, c.token, { price: -1 }))).toEqual([
      400,
      ['price: Price must be 0 or more'],
    ]);
    expect(refusal(await t.inject('PUT', `/streaming/live/${stream._id}`, c.token, { isFree: false }))).toEqual([
      422,
      'Set a price for a paid stream',
    ]);
    const edited = await t.inject('PUT', `/streaming/live/${stream._id}`, c.token, {
      description: 'New',
      isFree: false,
      price: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ description: 'New', isFree: false, price: 3, lastStreamingTime: null });
    const current = await t.inject('PUT', '/streaming/update', c.token, { title: 'Renamed' });
    expect(current.json().data).toMatchObject({ _id: stream._id, title: 'Renamed', description: 'New' });
    expect((await t.inject('PUT', '/streaming/update', other.token, { title: 'x' })).statusCode).toBe(404);
  });

  it('PUT /streaming/set-duration keeps the largest value, owner only', async () => {
    const c = await creator();
    const other = await creator();
    const { stream } = await live(c.token);
    expect((await t.inject('PUT', '/streaming/set-duration', undefined, {})).statusCode).toBe(401);
    expect(
      refusal(await t.inject('PUT', '/streaming/set-duration', c.token, { streamId: stream._id, duration: 0 })),
    ).toEqual([400, ['duration: duration must be at least 1 second']]);
    expect(
      (await t.inject('PUT', '/streaming/set-duration', other.token, { streamId: stream._id, duration: 5 })).statusCode,
    ).toBe(403);
    expect(
      (await t.inject('PUT', '/streaming/set-duration', c.token, { streamId: 'nope', duration: 5 })).statusCode,
    ).toBe(404);
    const ok = await t.inject('PUT', '/streaming/set-duration', c.token, { streamId: stream._id, duration: 30 });
    expect(ok.json()).toMatchObject({ status: 0, data: { updated: true } });
    await t.inject('PUT', '/streaming/set-duration', c.token, { streamId: stream._id, duration: 15 });
    const [row] = await t.services.database.db.select().from(streams).where(eq(streams.id, stream._id));
    expect(row!.streamingTime).toBe(30);
    expect(row!.lastStreamingTime).not.toBeNull();
  });
});

describe('GET /streaming/join/{performerId} and search', () => {
  it('answers 404 without a stream, 422 offline, 403 without a subscription, then the stream', async () => {
    const c = await creator();
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`)).statusCode).toBe(401);
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token)).statusCode).toBe(404);
    const { stream } = await live(c.token, { title: 'Paid', description: 'd', isFree: false, price: 2 });
    const offline = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect(offline.statusCode).toBe(422);
    expect(offline.json().message).toBe('Stream is offline');
    await markLive(stream._id);
    const refused = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Please subscribe to join creator's live");
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    const joined = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.stream).toMatchObject({
      _id: stream._id,
      isStreaming: 1,
      hasPurchased: false,
      isSubscribed: true,
      conversationId: stream.conversationId,
      streamingTime: 0,
    });
    expect(joined.json().data.stream.lastStreamingTime).toBeUndefined();
    expect(joined.json().data.conversation).toMatchObject({ _id: stream.conversationId, type: 'stream_public' });
    // The creator and admins join without a subscription.
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, c.token)).statusCode).toBe(200);
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, admin.token)).json().data.stream.hasPurchased).toBe(
      true,
    );
  });

  it('GET /streaming/user/search lists live streams only, with the viewer flags', async () => {
    const a = await creator();
    const b = await creator();
    const fan = await t.services.testing.createUserWithSession();
    const liveOne = await live(a.token, { title: 'Yoga morning', description: 'stretch', isFree: true });
    await live(b.token, { title: 'Offline one', description: 'x', isFree: false, price: 1 });
    await markLive(liveOne.stream._id);
    await t.services.testing.subscribe(fan.user.id, a.user.id);
    const anon = await t.inject('GET', '/streaming/user/search?q=yoga');
    expect(anon.statusCode).toBe(200);
    expect(anon.json().data.total).toBe(1);
    expect(anon.json().data.data[0]).toMatchObject({
      _id: liveOne.stream._id,
      isSubscribed: false,
      conversationId: liveOne.conversation._id,
      performerInfo: { _id: a.user.id, live: 1 },
    });
    const mine = await t.inject('GET', `/streaming/user/search?performerId=${a.user.id}&isFree=true`, fan.token);
    expect(mine.json().data.data[0].isSubscribed).toBe(true);
    expect((await t.inject('GET', `/streaming/user/search?performerId=${b.user.id}`)).json().data.total).toBe(0);
    expect((await t.inject('GET', '/streaming/user/search?q=yoga&isFree=false')).json().data.total).toBe(0);
  });
});

describe('POST /streaming/agora/token', () => {
  it('gives the creator a publisher token and entitled viewers a subscriber token, nobody else', async () => {
    const c = await creator();
    const { stream } = await live(c.token, { title: 'Paid', description: 'x', isFree: false, price: 2 });
    const channelName = stream.sessionId;
    expect((await t.inject('POST', '/streaming/agora/token', undefined, { channelName })).statusCode).toBe(401);
    expect(refusal(await t.inject('POST', '/streaming/agora/token', c.token, {}))).toEqual([
      400,
      ['channelName: channelName is required'],
    ]);
    expect((await t.inject('POST', '/streaming/agora/token', c.token, { channelName: 'nope' })).statusCode).toBe(404);

    // The creator broadcasts even before the socket marks the stream live.
    const own = await t.inject('POST', '/streaming/agora/token', c.token, { channelName });
    expect(own.statusCode, own.body).toBe(200);
    const token = own.json().data as string;
    expect(token.startsWith('007')).toBe(true);
    expect(token.length).toBeGreaterThan(100);

    // A viewer: offline, then not subscribed, then not paid, then entitled.
    const fan = await t.services.testing.funded(10);
    const offline = await t.inject('POST', '/streaming/agora/token', fan.token, { channelName });
    expect([offline.statusCode, offline.json().message]).toEqual([422, STREAMING_MESSAGES.offline]);
    expect((await t.inject('GET', `/performers/${c.user.id}`, fan.token)).json().data).toMatchObject({
      live: 0,
      streamingStatus: 'offline',
    });
    await markLive(stream._id);
    // The creator's profile says they are on air.
    expect((await t.inject('GET', `/performers/${c.user.id}`, fan.token)).json().data).toMatchObject({
      live: 1,
      streamingStatus: 'public',
    });
    const stranger = await t.inject('POST', '/streaming/agora/token', fan.token, { channelName });
    expect(stranger.json()).toEqual({
      statusCode: 403,
      message: STREAMING_MESSAGES.subscribeToJoin,
      error: 'Forbidden',
      code: 'SUBSCRIPTION_REQUIRED',
    });
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    // The session id is the channel: search hides it from a subscriber who has not paid.
    const listed = (await t.inject('GET', `/streaming/user/search?performerId=${c.user.id}`, fan.token)).json().data;
    expect(listed.data[0].sessionId).toBe('');
    const unpaid = await t.inject('POST', '/streaming/agora/token', fan.token, { channelName });
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([403, STREAMING_MESSAGES.buyToJoin]);
    expect((await t.inject('POST', `/wallet/charges/stream/${stream._id}`, fan.token, {})).statusCode).toBe(200);
    const viewer = await t.inject('POST', '/streaming/agora/token', fan.token, { channelName });
    expect(viewer.statusCode, viewer.body).toBe(200);
    expect(viewer.json().data).not.toBe(token);
    const paidList = (await t.inject('GET', `/streaming/user/search?performerId=${c.user.id}`, fan.token)).json().data;
    expect(paidList.data[0].sessionId).toBe(channelName);

    // Blocked by the creator, the paying subscriber loses the live: no join, no token, no chat.
    expect((await t.inject('POST', '/block/users', c.token, { targetId: fan.user.id })).statusCode).toBe(200);
    const blockedJoin = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect([blockedJoin.statusCode, blockedJoin.json().message]).toEqual([404, STREAMING_MESSAGES.notFound]);
    const blockedToken = await t.inject('POST', '/streaming/agora/token', fan.token, { channelName });
    expect([blockedToken.statusCode, blockedToken.json().message]).toEqual([404, STREAMING_MESSAGES.notFound]);
    const blockedChat = await t.inject('POST', `/messages/stream/${stream.conversationId}`, fan.token, { text: 'hi' });
    expect(blockedChat.statusCode).toBe(403);

    await t.services.settings.update({ agoraAppId: '' });
    try {
      const off = await t.inject('POST', '/streaming/agora/token', c.token, { channelName });
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toBe(STREAMING_MESSAGES.agoraNotConfigured);
    } finally {
      await t.services.settings.update({ agoraAppId: APP_ID });
    }
  });
});

describe('paid entry and tips', () => {
  it('POST /wallet/charges/stream/{id}: free answers success, paid charges once per session', async () => {
    const c = await creator();
    const fan = await t.services.testing.funded(20);
    const events: { userId: string; event: string; payload: unknown }[] = [];
    const stop = t.services.realtime.listen((userId, event, payload) => events.push({ userId, event, payload }));
    const free = await live(c.token);
    expect((await t.inject('POST', `/wallet/charges/stream/${free.stream._id}`)).statusCode).toBe(401);
    expect((await t.inject('POST', `/wallet/charges/stream/${free.stream._id}`, c.token)).statusCode).toBe(403);
    expect((await t.inject('POST', '/wallet/charges/stream/nope', fan.token)).statusCode).toBe(404);
    const freeRes = await t.inject('POST', `/wallet/charges/stream/${free.stream._id}`, fan.token);
    expect(freeRes.json()).toEqual({ status: 0, data: { success: true } });

    const paid = await live(c.token, { title: 'Paid', description: 'd', isFree: false, price: 5 });
    const noSub = await t.inject('POST', `/wallet/charges/stream/${paid.stream._id}`, fan.token);
    expect(noSub.statusCode).toBe(403);
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    const bought = await t.inject('POST', `/wallet/charges/stream/${paid.stream._id}`, fan.token);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data).toMatchObject({
      target: 'stream',
      targetId: paid.stream._id,
      type: 'public_chat',
      sessionId: paid.stream.sessionId,
      totalPrice: 5,
      status: 'success',
    });
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    const again = await t.inject('POST', `/wallet/charges/stream/${paid.stream._id}`, fan.token);
    expect(refusal(again)).toEqual([422, 'You have already bought this item']);
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    await markLive(paid.stream._id);
    const joined = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect(joined.json().data.stream.hasPurchased).toBe(true);
    const [earning] = await t.services.database.db
      .select()
      .from(earnings)
      .where(eq(earnings.transactionId, bought.json().data._id));
    expect(earning).toMatchObject({ type: 'public_chat', sourceType: 'stream' });
    expect(events).toContainEqual(
      expect.objectContaining({
        userId: fan.user.id,
        event: 'token_transaction_success',
        payload: { item: expect.objectContaining({ _id: paid.stream._id, sessionId: paid.stream.sessionId }) },
      }),
    );
    expect(events.some((e) => e.userId === c.user.id && e.event === 'update_balance')).toBe(true);

    // A new session needs a new purchase.
    const next = await live(c.token, { title: 'Paid 2', description: 'd', isFree: false, price: 5 });
    await markLive(next.stream._id);
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token)).json().data.stream.hasPurchased).toBe(
      false,
    );
    const second = await t.inject('POST', `/wallet/charges/stream/${next.stream._id}`, fan.token);
    expect(second.statusCode).toBe(200);
    expect(await t.services.testing.balance(fan.token)).toBe(10);
    // A refund withdraws the session's entry.
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const refund = await t.inject('POST', `/admin/wallet/charges/${second.json().data._id}/refund`, admin.token);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token)).json().data.stream.hasPurchased).toBe(
      false,
    );
    const poor = await t.services.testing.funded(3);
    await t.services.testing.subscribe(poor.user.id, c.user.id);
    const short = await t.inject('POST', `/wallet/charges/stream/${next.stream._id}`, poor.token);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('You have an insufficient wallet balance. Please top up.');
    stop();
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('a stream tip is a stream_tip and posts "<name> tipped $N.NN" into the stream chat', async () => {
    const c = await creator();
    const fan = await t.services.testing.funded(50);
    const { stream, conversation } = await live(c.token);
    const res = await t.inject('POST', `/wallet/charges/tip/${c.user.id}`, fan.token, {
      price: 12.5,
      conversationId: conversation._id,
      streamType: 'stream_public',
      sessionId: stream.sessionId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'stream_tip', sessionId: stream.sessionId, totalPrice: 12.5 });
    const chat = await t.inject('GET', `/messages/stream/${conversation._id}`);
    expect(chat.json().data.data[0]).toMatchObject({
      type: 'tip',
      text: `${fan.user.name} tipped $12.50`,
      senderId: fan.user.id,
      senderInfo: { _id: fan.user.id },
    });
    // A tip naming another creator's conversation still tips, but posts nothing there, and is a plain tip.
    const other = await creator();
    await t.inject('POST', `/wallet/charges/tip/${other.user.id}`, fan.token, {
      price: 10,
      conversationId: conversation._id,
      streamType: 'stream_public',
      sessionId: stream.sessionId,
    });
    expect((await t.inject('GET', `/messages/stream/${conversation._id}`)).json().data.total).toBe(1);
    const rows = await t.services.database.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, fan.user.id), eq(tokenTransactions.type, 'stream_tip')));
    expect(rows).toHaveLength(1);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });
});

describe('stream chat', () => {
  it('reads publicly, writes for the creator and allowed fans, deletes and clears', async () => {
    const c = await creator();
    const fan = await t.services.testing.createUserWithSession();
    const stranger = await t.services.testing.createUserWithSession();
    const { conversation, stream } = await live(c.token, { title: 'Paid', description: 'd', isFree: false, price: 1 });
    const url = `/messages/stream/${conversation._id}`;
    expect((await t.inject('POST', url, undefined, { text: 'hi' })).statusCode).toBe(401);
    expect(refusal(await t.inject('POST', url, c.token, { text: '' }))).toEqual([400, ['text: Write a message']]);
    expect((await t.inject('POST', '/messages/stream/nope', c.token, { text: 'hi' })).statusCode).toBe(404);
    const mine = await t.inject('POST', url, c.token, { text: 'Welcome!' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ text: 'Welcome!', type: 'text', senderInfo: { _id: c.user.id } });
    // A fan needs a subscription, and the session bought when the stream is paid.
    expect((await t.inject('POST', url, stranger.token, { text: 'hey' })).statusCode).toBe(403);
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    const unpaid = await t.inject('POST', url, fan.token, { text: 'hey' });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(STREAMING_MESSAGES.buyToChat);
    await t.services.testing.purchase(fan.user.id, 'stream', stream.sessionId);
    const said = await t.inject('POST', url, fan.token, { text: 'hey' });
    expect(said.statusCode, said.body).toBe(200);

    const page = await t.inject('GET', `${url}?limit=1`);
    expect(page.json().data.total).toBe(2);
    expect(page.json().data.data[0].text).toBe('hey');
    const legacy = await t.inject('GET', `/messages/conversations/public/${conversation._id}`);
    expect(legacy.json().data.data.map((m: { text: string }) => m.text)).toEqual(['hey', 'Welcome!']);

    // DELETE /messages/{id}: sender, the stream's creator, or admin.
    expect((await t.inject('DELETE', `/messages/${said.json().data._id}`, stranger.token)).statusCode).toBe(403);
    const removed = await t.inject('DELETE', `/messages/${said.json().data._id}`, c.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.inject('GET', url)).json().data.data[0]).toMatchObject({ isDeleted: true });

    const clearUrl = `/messages/stream/${conversation._id}/remove-all-message`;
    expect((await t.inject('DELETE', clearUrl)).statusCode).toBe(401);
    expect((await t.inject('DELETE', clearUrl, fan.token)).statusCode).toBe(403);
    expect((await t.inject('DELETE', clearUrl, c.token)).json()).toEqual({ status: 0, data: { success: true } });
    const left = await t.services.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation._id));
    expect(left).toHaveLength(0);
  });

  it('answers a private conversation id exactly like a missing one', async () => {
    const c = await creator();
    const fan = await t.services.testing.createUserWithSession();
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    const opened = await t.inject('POST', '/conversations', fan.token, { source: 'performer', sourceId: c.user.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const privateId = opened.json().data._id as string;
    const missing = '0'.repeat(24);
    const notFound = { statusCode: 404, message: STREAMING_MESSAGES.conversationNotFound, error: 'Not Found' };
    const probes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: (id: string) => string, body?: object][] = [
      ['GET', (id) => `/messages/stream/${id}`],
      ['GET', (id) => `/messages/conversations/public/${id}`],
      ['POST', (id) => `/messages/stream/${id}`, { text: 'hi' }],
      ['DELETE', (id) => `/messages/stream/${id}/remove-all-message`],
      ['PUT', (id) => `/conversations/stream/${id}/update`, { name: 'x' }],
    ];
    // Signed out where the route is public, and as a member of the private conversation itself.
    for (const token of [undefined, fan.token, c.token])
      for (const [method, url, body] of probes) {
        const real = await t.inject(method, url(privateId), token, body);
        if (real.statusCode === 401) continue;
        const absent = await t.inject(method, url(missing), token, body);
        const label = `${method} ${url(':id')}`;
        expect(real.json(), label).toEqual(absent.json());
        expect(real.json(), label).toEqual(notFound);
      }
    // The private conversation is untouched.
    const kept = await t.inject('GET', `/conversations/${privateId}`, fan.token);
    expect(kept.json().data).toMatchObject({ _id: privateId, type: 'private', name: opened.json().data.name });
  });

  it('stream conversations: by creator, by stream, renamed by the owner', async () => {
    const c = await creator();
    const other = await creator();
    expect((await t.inject('GET', `/conversations/stream/performer/${c.user.id}`)).statusCode).toBe(404);
    const { conversation, stream } = await live(c.token);
    const byCreator = await t.inject('GET', `/conversations/stream/performer/${c.user.id}`);
    expect(byCreator.json().data).toMatchObject({ _id: conversation._id, type: 'stream_public', streamId: stream._id });
    expect((await t.inject('GET', `/conversations/stream/${stream._id}`)).statusCode).toBe(401);
    expect((await t.inject('GET', `/conversations/stream/${stream._id}`, other.token)).json().data._id).toBe(
      conversation._id,
    );
    expect((await t.inject('GET', '/conversations/stream/nope', other.token)).statusCode).toBe(404);
    const renameUrl = `/conversations/stream/${conversation._id}/update`;
    expect((await t.inject('PUT', renameUrl, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await t.inject('PUT', renameUrl, other.token, { name: 'x' })).statusCode).toBe(403);
    expect(refusal(await t.inject('PUT', renameUrl, c.token, {}))).toEqual([400, ['name: name is required']]);
    const renamed = await t.inject('PUT', renameUrl, c.token, { name: 'Friday live' });
    expect(renamed.json().data).toMatchObject({ _id: conversation._id, name: 'Friday live' });
  });
});
