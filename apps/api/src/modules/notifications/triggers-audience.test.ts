import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeds, jobs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/index.js';
import { toldOf, toldOnce } from './triggers-testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.services.settings.update({ agoraEnable: true });
});
afterAll(async () => t.close());

describe('notification triggers: a creator’s audience', () => {
  it('a post published at once tells each subscriber once, not followers, strangers or the creator', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const follower = await t.services.testing.createUserWithSession();
    await t.inject('POST', `/follows/${creator.user.id}`, follower.token);
    // Refused (bad input): nothing told.
    expect((await t.inject('POST', '/performer/feeds', creator.token, { type: 'text' })).statusCode).toBe(400);
    const post = await t.services.testing.buildFeed(creator.token, { text: 'Fresh photos tonight' });
    expect(await toldOnce(t, subscriber.token, 'new_post')).toMatchObject({
      actorId: creator.user.id,
      objectId: post._id,
      link: `/posts/${post._id}`,
      text: `${creator.user.name} posted something new: “Fresh photos tonight”`,
    });
    for (const other of [follower, stranger, creator]) expect(await toldOf(t, other.token, 'new_post')).toHaveLength(0);
  });

  it('a scheduled post tells subscribers when its time comes, once', async () => {
    const { creator, subscriber } = await t.services.testing.people();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const post = await t.services.testing.buildFeed(creator.token, { text: 'Later', isSchedule: true, scheduleAt: at });
    expect(await toldOf(t, subscriber.token, 'new_post')).toHaveLength(0);
    // Time passes: the post's time and its publishing job are due.
    const { db } = t.services.database;
    const past = new Date(Date.now() - 1000);
    await Promise.all([
      db.update(feeds).set({ publishedAt: past }).where(eq(feeds.id, post._id)),
      db
        .update(jobs)
        .set({ runAt: past })
        .where(and(eq(jobs.queue, 'content.publish'), eq(jobs.status, 'queued'))),
    ]);
    // The publish job queues the fan-out after its commit; toldOf runs both.
    expect((await toldOf(t, subscriber.token, 'new_post')).map((n) => n.objectId)).toEqual([post._id]);
  });

  it('going live tells followers and subscribers once per session, not the creator', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const follower = await t.services.testing.createUserWithSession();
    await t.inject('POST', `/follows/${creator.user.id}`, follower.token);
    // A fan cannot start a stream: nothing told.
    expect(
      (await t.inject('POST', '/streaming/live', subscriber.token, { title: 'x', description: 'y', isFree: true }))
        .statusCode,
    ).toBe(403);
    const live = async () => {
      const res = await t.inject('POST', '/streaming/live', creator.token, {
        title: 'Evening chat',
        description: 'd',
        isFree: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const stream = (await t.services.streaming.streamById(res.json().data.stream._id))!;
      // What `public-stream/live` (Agora) and an RTMP publish (self-hosted) both call once on air.
      await t.services.streamRooms.announceLive(stream);
      await t.services.streamRooms.announceLive(stream);
    };
    await live();
    for (const fan of [subscriber, follower]) {
      const told = await toldOnce(t, fan.token, 'live_now');
      expect(told).toMatchObject({
        actorId: creator.user.id,
        text: `${creator.user.name} is live now: “Evening chat”`,
      });
      expect(told.link).toMatch(/^\/live\//);
    }
    for (const other of [stranger, creator]) expect(await toldOf(t, other.token, 'live_now')).toHaveLength(0);
    // A new session is a new notification.
    await live();
    expect(await toldOf(t, follower.token, 'live_now')).toHaveLength(2);
  });
});
