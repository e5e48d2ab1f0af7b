import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { streams } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { goLive } from '../../test/live-streams.js';
import { nextEvent, withSocketServer } from '../../test/sockets.js';

/** Live-stream rooms over Socket.IO (contract 5.3). */

let t: TestApp & { url: string };
const connectTo = withSocketServer(async (server) => {
  t = server;
  await t.services.settings.update({ agoraEnable: true });
});
const open = (token: string) => connectTo(t.url, { query: { token } });
/** The first `event` whose payload passes `ok` (earlier room updates may still be in flight under load). */
const until = <T>(socket: Socket, event: string, ok: (payload: T) => boolean, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching ${event} within ${ms} ms`)), ms);
    const listener = (payload: T) => {
      if (!ok(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
const settle = (ms = 200) => new Promise((r) => setTimeout(r, ms));
const streamRow = async (id: string) =>
  (await t.services.database.db.select().from(streams).where(eq(streams.id, id)))[0]!;

describe('public-stream rooms', () => {
  it('join, live, chat events, viewer count, model leaving; mails followers once per session', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const follower = await t.services.testing.createUserWithSession();
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    expect((await t.inject('POST', `/follows/${c.user.id}`, follower.token)).statusCode).toBeLessThan(300);
    const { stream, conversation } = await goLive(t, c.token, { title: 'Evening', description: 'chat', isFree: true });
    const conversationId = conversation._id;

    const model = await open(c.token);
    const viewer = await open(fan.token);
    await settle();
    const modelJoined = nextEvent(viewer, 'public-room-changed');
    viewer.emit('public-stream/join', { conversationId });
    expect(await modelJoined).toMatchObject({ conversationId, total: 1, members: [{ _id: fan.user.id }] });

    const seen = nextEvent(viewer, 'model-joined');
    model.emit('public-stream/join', { conversationId });
    expect(await seen).toEqual({ conversationId });

    const broadcaster = nextEvent(viewer, 'join-broadcaster');
    model.emit('public-stream/live', { conversationId });
    expect(await broadcaster).toEqual({ performerId: c.user.id, conversationId });
    await settle();
    expect((await streamRow(stream._id)).isStreaming).toBe(true);
    // The go-live mail goes to those following or subscribed now (run here, before a late subscriber).
    await t.services.jobs.drain();
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token)).statusCode).toBe(200);
    // A late viewer is told at once that the broadcast is on.
    const late = await t.services.testing.createUserWithSession();
    await t.services.testing.subscribe(late.user.id, c.user.id);
    const lateSocket = await open(late.token);
    await settle();
    const lateBroadcaster = nextEvent(lateSocket, 'join-broadcaster');
    const count = until<{ total: number }>(viewer, 'public-room-changed', (p) => p.total === 2);
    lateSocket.emit('public-stream/join', { conversationId });
    expect(await lateBroadcaster).toEqual({ performerId: c.user.id, conversationId });
    expect((await count).total).toBe(2);

    // Chat events reach the room.
    const created = nextEvent<{ text: string; senderInfo: { _id: string } }>(
      viewer,
      `message_created_conversation_${conversationId}`,
    );
    const sent = await t.inject('POST', `/messages/stream/${conversationId}`, fan.token, { text: 'hello' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await created).toMatchObject({ text: 'hello', senderInfo: { _id: fan.user.id } });
    const deleted = nextEvent<{ _id: string }>(model, `message_deleted_conversation_${conversationId}`);
    await t.inject('DELETE', `/messages/${sent.json().data._id}`, c.token);
    expect((await deleted)._id).toBe(sent.json().data._id);
    const renamed = nextEvent<{ conversation: { name: string } }>(viewer, 'change-stream-info');
    await t.inject('PUT', `/conversations/stream/${conversationId}/update`, c.token, { name: 'New name' });
    expect((await renamed).conversation.name).toBe('New name');
    const cleared = nextEvent(viewer, `clear_all_messages_${conversationId}`);
    await t.inject('DELETE', `/messages/stream/${conversationId}/remove-all-message`, c.token);
    expect(await cleared).toEqual({ conversationId });

    // Going live again in the same session mails nobody twice.
    model.emit('public-stream/live', { conversationId });
    await settle(300);
    await t.services.jobs.drain();
    const mails = (await t.services.mailer.outbox!.list()).filter((m) => m.subject.includes('is live now'));
    expect(mails.map((m) => m.to).sort()).toEqual([fan.user.email, follower.user.email].sort());

    // The viewer leaves: the count drops.
    const dropped = until<{ total: number }>(model, 'public-room-changed', (p) => p.total === 1);
    lateSocket.emit('public-stream/leave', { conversationId });
    expect((await dropped).total).toBe(1);

    // The model leaves: the stream goes offline.
    const left = nextEvent(viewer, 'model-left');
    model.emit('public-stream/leave', { conversationId });
    expect(await left).toEqual({ conversationId, performerId: c.user.id });
    await settle();
    const row = await streamRow(stream._id);
    expect(row.isStreaming).toBe(false);
    expect(row.lastStreamingTime).not.toBeNull();
    const offline = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect([offline.statusCode, offline.json().message]).toEqual([422, 'Stream is offline']);
  });

  it('refuses an unpaid or unsubscribed fan, and a disconnect counts as leaving', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const payer = await t.services.testing.createUserWithSession();
    const unpaid = await t.services.testing.createUserWithSession();
    const stranger = await t.services.testing.createUserWithSession();
    await t.services.testing.subscribe(payer.user.id, c.user.id);
    await t.services.testing.subscribe(unpaid.user.id, c.user.id);
    const { stream, conversation } = await goLive(t, c.token, {
      title: 'Paid',
      description: 'd',
      isFree: false,
      price: 3,
    });
    await t.services.testing.purchase(payer.user.id, 'stream', stream.sessionId);
    const conversationId = conversation._id;
    const [model, paying, notPaying, notSubscribed] = await Promise.all([
      open(c.token),
      open(payer.token),
      open(unpaid.token),
      open(stranger.token),
    ]);
    await settle();
    // A creator who does not own the stream cannot switch it live.
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    (await open(other.token)).emit('public-stream/live', { conversationId });
    await settle();
    expect((await streamRow(stream._id)).isStreaming).toBe(false);
    const own = nextEvent(model, 'public-room-changed');
    model.emit('public-stream/join', { conversationId });
    await own;
    model.emit('public-stream/live', { conversationId });
    await settle();
    let leaked = 0;
    for (const s of [notPaying, notSubscribed]) {
      s.on(`message_created_conversation_${conversationId}`, () => (leaked += 1));
      s.on('public-room-changed', () => (leaked += 1));
      s.emit('public-stream/join', { conversationId });
    }
    const counted = until<{ total: number }>(model, 'public-room-changed', (p) => p.total > 0);
    paying.emit('public-stream/join', { conversationId });
    expect((await counted).total).toBe(1);
    const got = nextEvent(paying, `message_created_conversation_${conversationId}`);
    await t.inject('POST', `/messages/stream/${conversationId}`, c.token, { text: 'only payers' });
    await got;
    await settle();
    expect(leaked).toBe(0);

    const left = nextEvent(paying, 'model-left');
    model.disconnect();
    expect(await left).toEqual({ conversationId, performerId: c.user.id });
    await settle();
    expect((await streamRow(stream._id)).isStreaming).toBe(false);
  });
});
