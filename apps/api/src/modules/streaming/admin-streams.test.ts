import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { streams } from '../../db/schema/index.js';
import { buildTestApp, refusal, type TestApp } from '../../test/index.js';
import { expectStaffOnly, staffSessions, type StaffSessions } from '../../test/staff.js';

/** The console's live section: operators list the streams on air and end one (audited). */

let t: TestApp;
let staff: StaffSessions;
beforeAll(async () => {
  t = await buildTestApp({ RTMP_PORT: '0' });
  await t.services.settings.update({ selfHostedLiveEnable: true });
  staff = await staffSessions(t);
});
afterAll(async () => {
  await t.close();
});

async function liveStream(title: string) {
  const c = await t.services.testing.createUserWithSession({ role: 'performer' });
  const res = await t.inject('POST', '/streaming/live', c.token, { title, description: 'Chat', isFree: true });
  expect(res.statusCode, res.body).toBe(200);
  const { stream, conversation } = res.json().data;
  await t.services.database.db.update(streams).set({ isStreaming: true }).where(eq(streams.id, stream._id));
  return { c, stream, conversation };
}

describe('operators and live streams', () => {
  it('is for staff with the content permission only', async () => {
    const { stream } = await liveStream('Guarded');
    await expectStaffOnly(t, staff, { method: 'GET', url: '/admin/streams/search' }, ['admin', 'moderator']);
    await expectStaffOnly(t, staff, { method: 'POST', url: `/admin/streams/${stream._id}/end` }, [
      'admin',
      'moderator',
    ]);
    // Nothing ended on the way.
    const [row] = await t.services.database.db.select().from(streams).where(eq(streams.id, stream._id));
    expect(row!.isStreaming).toBe(true);
  });

  it('lists the streams on air with their creator, and searches titles', async () => {
    const { c, stream } = await liveStream('Sunset guitar');
    const list = await t.inject('GET', '/admin/streams/search?q=sunset', staff.moderator.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBe(1);
    const [found] = list.json().data.data;
    expect(found).toMatchObject({ _id: stream._id, title: 'Sunset guitar', isStreaming: 1, performerId: c.user.id });
    expect(found.performerInfo).toMatchObject({ username: c.user.username });
    const all = await t.inject('GET', '/admin/streams/search?limit=100&q=', staff.admin.token);
    expect(all.json().data.data.map((s: { _id: string }) => s._id)).toContain(stream._id);
    // A limit that is not a number falls back to the default page (contract 1.3).
    expect((await t.inject('GET', '/admin/streams/search?limit=x', staff.admin.token)).statusCode).toBe(200);
  });

  it('ends a stream: the room is told, the stream goes offline, the audit log keeps it', async () => {
    const { stream, conversation } = await liveStream('To be ended');
    const room = vi.spyOn(t.services.streamRooms, 'toRoom');
    const res = await t.inject('POST', `/admin/streams/${stream._id}/end`, staff.moderator.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ streamId: stream._id, ended: true });
    const notice = room.mock.calls.find(([, event]) => event === 'admin-end-session-stream');
    expect(notice?.[2]).toMatchObject({ streamId: stream._id, conversationId: conversation._id });
    room.mockRestore();
    const [row] = await t.services.database.db.select().from(streams).where(eq(streams.id, stream._id));
    expect(row!.isStreaming).toBe(false);
    const listed = await t.inject('GET', '/admin/streams/search?limit=100', staff.admin.token);
    expect(listed.json().data.data.map((s: { _id: string }) => s._id)).not.toContain(stream._id);

    const audit = await t.inject('GET', '/admin/audit-logs?limit=100', staff.admin.token);
    const entry = audit.json().data.data.find((e: { action: string; targetId: string }) => e.targetId === stream._id);
    expect(entry).toMatchObject({
      action: 'stream.end',
      targetType: 'stream',
      actorId: staff.moderator.user.id,
      actorRole: 'moderator',
      before: { isStreaming: true, title: 'To be ended' },
      after: { isStreaming: false },
    });

    // Again: offline; an unknown stream: not found (nothing audited).
    expect(refusal(await t.inject('POST', `/admin/streams/${stream._id}/end`, staff.admin.token))).toEqual([
      422,
      STREAMING_MESSAGES.offline,
    ]);
    expect(refusal(await t.inject('POST', `/admin/streams/${'f'.repeat(24)}/end`, staff.admin.token))).toEqual([
      404,
      STREAMING_MESSAGES.notFound,
    ]);
    const after = await t.inject('GET', '/admin/audit-logs?limit=100', staff.admin.token);
    expect(after.json().data.data.filter((e: { action: string }) => e.action === 'stream.end')).toHaveLength(1);
  });
});
