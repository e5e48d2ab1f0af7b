import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { streams } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/index.js';

/** Stream likes, `change-stream-info` after edits, and operators ending a stream. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RTMP_PORT: '0' });
  await t.services.settings.update({ selfHostedLiveEnable: true });
});
afterAll(async () => {
  await t.close();
});

/** A creator live now, with a subscribed fan; room emits are recorded. */
async function liveStream() {
  const c = await t.services.testing.createUserWithSession({ role: 'performer' });
  const fan = await t.services.testing.createUserWithSession();
  await t.services.testing.subscribe(fan.user.id, c.user.id);
  const res = await t.inject('POST', '/streaming/live', c.token, { title: 'Hello', description: 'Chat', isFree: true });
  expect(res.statusCode, res.body).toBe(200);
  const { stream, conversation } = res.json().data;
  await t.services.database.db.update(streams).set({ isStreaming: true }).where(eq(streams.id, stream._id));
  const room = vi.spyOn(t.services.streamRooms, 'toRoom');
  return { c, fan, stream, conversation, room };
}

describe('the rest of live', () => {
  it('counts stream likes once per fan and shows them to the room', async () => {
    const { c, fan, stream, conversation, room } = await liveStream();
    const like = { objectId: stream._id, objectType: 'stream', action: 'like' };
    expect((await t.inject('POST', '/reactions', undefined, like)).statusCode).toBe(401);
    expect((await t.inject('POST', '/reactions', fan.token, { ...like, objectId: 'f'.repeat(24) })).statusCode).toBe(
      404,
    );
    expect((await t.inject('POST', '/reactions', fan.token, like)).statusCode).toBe(200);
    expect((await t.inject('POST', '/reactions', fan.token, like)).statusCode).toBe(200);
    const joined = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect(joined.json().data.stream.stats.likes).toBe(1);
    expect(room).toHaveBeenCalledWith(expect.objectContaining({ id: conversation._id }), 'stream-likes-changed', {
      conversationId: conversation._id,
      streamId: stream._id,
      likes: 1,
    });
    expect((await t.inject('DELETE', '/reactions', fan.token, like)).json().data).toBe(true);
    const [row] = await t.services.database.db.select().from(streams).where(eq(streams.id, stream._id));
    expect(row!.likes).toBe(0);
    room.mockRestore();
  });

  it('tells the room when the creator edits the stream', async () => {
    const { c, stream, conversation, room } = await liveStream();
    expect((await t.inject('PUT', `/streaming/live/${stream._id}`, c.token, { title: 'New title' })).statusCode).toBe(
      200,
    );
    expect((await t.inject('PUT', '/streaming/update', c.token, { description: 'New words' })).statusCode).toBe(200);
    const infos = room.mock.calls.filter(([, event]) => event === 'change-stream-info');
    expect(infos).toHaveLength(2);
    expect(infos[0]![2]).toMatchObject({ conversation: { _id: conversation._id } });
    room.mockRestore();
  });

  it('lets operators end a live stream: the room is told and the stream goes offline', async () => {
    const { stream, conversation, room } = await liveStream();
    const ended = await t.services.streamOperations.endStreamByOperator(stream._id);
    expect(ended).toEqual({ streamId: stream._id, ended: true });
    const [row] = await t.services.database.db.select().from(streams).where(eq(streams.id, stream._id));
    expect(row!.isStreaming).toBe(false);
    // (model-left goes out too, through the rooms' own emitter.)
    const notice = room.mock.calls.find(([, event]) => event === 'admin-end-session-stream')![2];
    expect(notice).toMatchObject({ streamId: stream._id, conversationId: conversation._id });
    await expect(t.services.streamOperations.endStreamByOperator(stream._id)).rejects.toThrow(
      STREAMING_MESSAGES.offline,
    );
    await expect(t.services.streamOperations.endStreamByOperator('f'.repeat(24))).rejects.toThrow(
      STREAMING_MESSAGES.notFound,
    );
    room.mockRestore();
  });
});
