import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createJobQueue } from '../../jobs/queue.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { createNotificationMails } from './notification-mails.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotifier, eitherAudience, type AudienceReader } from './notifier.js';

let t: TestApp;
withTestApp((app) => (t = app));

/** A notifier like the app's, with a chunk of 2 recipients and its own queue, to see the chain of jobs. */
function smallChunks() {
  const { db } = t.services.database;
  const jobs = createJobQueue(db);
  const notifier = createNotifier({
    repo: createNotificationsRepository(db),
    jobs,
    realtime: t.services.realtime,
    users: t.services.users,
    storage: t.services.storage,
    mails: createNotificationMails({ mailer: t.services.mailer, settings: t.services.settings, webUrl: t.env.WEB_URL }),
    chunk: 2,
  });
  notifier.audience('subscribers', t.services.access.subscriberIds);
  notifier.audience('followers', t.services.follows.followerIds);
  notifier.audience(
    'followers_and_subscribers',
    eitherAudience(t.services.access.subscriberIds, t.services.follows.followerIds),
  );
  return { notifier, jobs };
}

describe('fan-out', () => {
  it('tells every active subscriber once, a chunk per job, even when chunks run twice', async () => {
    const creator = await t.services.testing.createUser({ role: 'performer', username: 'fanned' });
    const fans = await Promise.all([1, 2, 3, 4, 5].map(() => t.services.testing.createUser()));
    for (const fan of fans.slice(0, 4)) await t.services.testing.subscribe(fan.id, creator.id);
    await t.services.testing.subscribe(fans[4]!.id, creator.id, -1); // expired
    const { notifier, jobs } = smallChunks();
    const told: string[] = [];
    const stop = t.services.realtime.listen((userId, event) => {
      if (event === 'notification_created') told.push(userId);
    });
    const event = {
      type: 'new_post' as const,
      performerId: creator.id,
      actorId: creator.id,
      audience: 'subscribers' as const,
      objectType: 'feed',
      objectId: 'feed-1',
      link: '/posts/feed-1',
      data: { text: 'hello subscribers' },
      key: 'new_post:feed-1',
    };
    await notifier.fanOut(event);
    await notifier.fanOut(event); // told twice: one chain
    await jobs.drain();
    stop();
    const subscribed = fans.slice(0, 4).map((f) => f.id);
    expect(told.sort()).toEqual([...subscribed].sort());
    const rows = await t.services.database.db.select().from(notifications).where(eq(notifications.objectId, 'feed-1'));
    expect(rows.map((r) => r.userId).sort()).toEqual([...subscribed].sort());
    expect(rows[0]).toMatchObject({ type: 'new_post', actorId: creator.id, link: '/posts/feed-1' });

    // The same post's fan-out started again later (a retried publish) adds nobody twice.
    await jobs.enqueue('notifications.fan-out', { event, after: null });
    await jobs.drain();
    expect(await t.services.database.db.$count(notifications, eq(notifications.objectId, 'feed-1'))).toBe(4);
  });

  it('leaves out those who turned the type off in the bell', async () => {
    const creator = await t.services.testing.createUser({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const quiet = await t.services.testing.createUserWithSession();
    for (const f of [fan, quiet]) await t.services.testing.subscribe(f.user.id, creator.id);
    await t.inject('PUT', '/notifications/preferences', quiet.token, { types: [{ type: 'new_post', inApp: false }] });
    await t.services.notifier.fanOut({
      type: 'new_post',
      performerId: creator.id,
      actorId: creator.id,
      audience: 'subscribers',
      objectId: 'feed-2',
      key: 'new_post:feed-2',
    });
    await t.services.jobs.drain();
    const rows = await t.services.database.db.select().from(notifications).where(eq(notifications.objectId, 'feed-2'));
    expect(rows.map((r) => r.userId)).toEqual([fan.user.id]);
  });
});

describe('eitherAudience', () => {
  const reader =
    (ids: string[]): AudienceReader =>
    async (_p, after, limit) =>
      ids.filter((id) => after === null || id > after).slice(0, limit);

  it('walks the union of two audiences once each, in id order, whatever the page size', async () => {
    const a = ['a1', 'a3', 'b2', 'c1', 'c5', 'd0'];
    const b = ['a2', 'a3', 'c1', 'c2', 'z9'];
    const expected = [...new Set([...a, ...b])].sort();
    for (const limit of [1, 2, 3, 4, 10]) {
      const either = eitherAudience(reader(a), reader(b));
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await either('p', after, limit);
        seen.push(...page);
        if (page.length < limit) break;
        after = page.at(-1)!;
      }
      expect(seen).toEqual(expected);
    }
  });
});
