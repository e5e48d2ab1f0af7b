/** Live streams (contract 3.17 stream rows, 3.18): going live, edits, joining, search, and Agora tokens. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { streams } from '../../db/schema/index.js';
import { refusal, type TestApp } from '../../test/index.js';
import { AGORA_APP_ID, withStreamingApp } from '../../test/live-streams.js';

let t: TestApp;
const { creator, live, markLive } = withStreamingApp((app) => (t = app));

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
      await t.services.settings.update({ agoraAppId: AGORA_APP_ID });
    }
  });
});
