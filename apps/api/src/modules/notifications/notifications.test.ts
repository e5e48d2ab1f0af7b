import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, notificationPreferences, notifications } from '../../db/schema/index.js';
import { lastMailTo, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

/** Everything told so far is written and announced. */
const settle = async () => {
  await t.services.notifier.flushed();
  await t.services.jobs.drain();
};
const rowsOf = (userId: string) =>
  t.services.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('notifications routes', () => {
  it('need a token', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['POST', '/notifications/read/abc'],
      ['POST', '/notifications/read-all'],
      ['GET', '/notifications/preferences'],
      ['PUT', '/notifications/preferences'],
    ] as const) {
      expect((await t.inject(method, url, null, method === 'PUT' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it('list, count and read the account’s own notifications, newest first, filtered by type', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession({ username: 'tipper' });
    const seen: { userId: string; event: string; payload: unknown }[] = [];
    const stop = t.services.realtime.listen((userId, event, payload) => seen.push({ userId, event, payload }));
    await t.services.notifier.notify({
      type: 'tip',
      userId: creator.user.id,
      actorId: fan.user.id,
      objectType: 'tip',
      objectId: 'tx1',
      data: { amount: 1250, note: 'great show' },
    });
    await t.services.notifier.notify({ type: 'new_follower', userId: creator.user.id, actorId: fan.user.id });
    await settle();
    stop();

    const created = seen.filter((s) => s.event === 'notification_created' && s.userId === creator.user.id);
    expect(created).toHaveLength(2);
    expect(created.map((c) => c.payload).find((p) => (p as { type: string }).type === 'tip')).toMatchObject({
      type: 'tip',
      text: 'Test tipper tipped you 12.50 tokens: “great show”',
      actor: { _id: fan.user.id, username: 'tipper', isPerformer: false },
      isRead: false,
    });

    const list = await t.inject('GET', '/notifications', creator.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.data.map((n: { type: string }) => n.type)).toEqual(['new_follower', 'tip']);
    expect(list.json().data.data[0]).not.toHaveProperty('dedupeKey');
    const tips = await t.inject('GET', '/notifications?type=tip,like&unread=true', creator.token);
    expect(tips.json().data).toMatchObject({ total: 1, data: [{ type: 'tip', data: { amount: 1250 } }] });
    const empty = await t.inject('GET', '/notifications?type=&unread=', creator.token);
    expect(empty.json().data.total).toBe(2);

    const count = await t.inject('GET', '/notifications/unread-count', creator.token);
    expect(count.json()).toEqual({ status: 0, data: { total: 2 } });

    // Someone else's notification is not found, and stays unread.
    const tipId = tips.json().data.data[0]._id as string;
    const stranger = await t.inject('POST', `/notifications/read/${tipId}`, fan.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Entity is not found');

    const reads: unknown[] = [];
    const stopReads = t.services.realtime.listen((userId, event, payload) => {
      if (event === 'notifications_read' && userId === creator.user.id) reads.push(payload);
    });
    const read = await t.inject('POST', `/notifications/read/${tipId}`, creator.token);
    expect(read.json()).toEqual({ status: 0, data: { success: true, total: 1 } });
    const [row] = await t.services.database.db.select().from(notifications).where(eq(notifications.id, tipId));
    expect(row?.readAt).toBeInstanceOf(Date);
    // Reading again keeps the first time.
    await t.inject('POST', `/notifications/read/${tipId}`, creator.token);
    const [again] = await t.services.database.db.select().from(notifications).where(eq(notifications.id, tipId));
    expect(again?.readAt?.getTime()).toBe(row?.readAt?.getTime());

    const all = await t.inject('POST', '/notifications/read-all', creator.token);
    expect(all.json()).toEqual({ status: 0, data: { success: true, total: 0 } });
    stopReads();
    expect(reads).toEqual([
      { ids: [tipId], all: false, total: 1 },
      { ids: [tipId], all: false, total: 1 },
      { ids: [], all: true, total: 0 },
    ]);
    expect((await rowsOf(creator.user.id)).every((r) => r.readAt)).toBe(true);
    // The fan's own list is untouched by all this.
    expect((await t.inject('GET', '/notifications', fan.token)).json().data.total).toBe(0);
  });

  it('drop self-notifications and keep one per key, however often told or run', async () => {
    const creator = await t.services.testing.createUser({ role: 'performer' });
    const fan = await t.services.testing.createUser();
    await t.services.notifier.notify({ type: 'like', userId: creator.id, actorId: creator.id });
    for (let i = 0; i < 3; i += 1) {
      await t.services.notifier.notify({
        type: 'like',
        userId: creator.id,
        actorId: fan.id,
        objectType: 'feed',
        objectId: 'f1',
        key: 'like:feed:f1',
      });
    }
    await settle();
    const rows = await rowsOf(creator.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'like', actorId: fan.id, dedupeKey: 'like:feed:f1' });
  });

  it('share one job among events told together', async () => {
    const creator = await t.services.testing.createUser({ role: 'performer' });
    const fans = await Promise.all([1, 2, 3, 4, 5].map(() => t.services.testing.createUser()));
    const deliverJobs = () => t.services.database.db.$count(jobs, eq(jobs.queue, 'notifications.deliver'));
    const before = await deliverJobs();
    await Promise.all(
      fans.map((f) => t.services.notifier.notify({ type: 'new_follower', userId: creator.id, actorId: f.id })),
    );
    expect(await deliverJobs()).toBe(before + 1);
    await settle();
    expect(await rowsOf(creator.id)).toHaveLength(5);
  });

  it('validate preferences, store only choices off the defaults, and follow them', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const bad = await t.inject('PUT', '/notifications/preferences', fan.token, {
      types: [{ type: 'nope', email: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['types.0.type: Unknown notification type']);

    const initial = await t.inject('GET', '/notifications/preferences', fan.token);
    const types = initial.json().data.types as { type: string; inApp: boolean; email: boolean }[];
    expect(types.map((x) => x.type)).toContain('new_post');
    expect(types.map((x) => x.type)).not.toContain('tip');
    expect(types.find((x) => x.type === 'subscription_expiring')).toMatchObject({ inApp: true, email: true });

    const saved = await t.inject('PUT', '/notifications/preferences', fan.token, {
      types: [
        { type: 'comment_reply', inApp: false, email: true },
        { type: 'subscription_expiring', email: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.types.find((x: { type: string }) => x.type === 'comment_reply')).toMatchObject({
      inApp: false,
      email: true,
    });
    const [prefs] = await t.services.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, fan.user.id));
    expect(prefs?.types).toEqual({ comment_reply: { inApp: false, email: true } });

    // Bell off, mail on: no row, one mail.
    const author = await t.services.testing.createUser({ username: 'replier' });
    await t.services.notifier.notify({
      type: 'comment_reply',
      userId: fan.user.id,
      actorId: author.id,
      data: { text: 'thanks!' },
      link: '/posts/p1',
    });
    await settle();
    expect(await rowsOf(fan.user.id)).toHaveLength(0);
    const mail = await lastMailTo(t.services, fan.user.email!, 'replied to your comment');
    expect(mail?.text).toContain('Test replier replied to your comment: “thanks!”');
    expect(mail?.text).toContain(`${t.env.WEB_URL}/posts/p1`);
  });

  it('gather mailed types into a daily digest instead of single mails', async () => {
    const fan = await t.services.testing.createUserWithSession({ username: 'digester' });
    await t.inject('PUT', '/notifications/preferences', fan.token, { digest: true });
    const creator = await t.services.testing.createUser({ role: 'performer', username: 'ending' });
    await t.services.notifier.notify({
      type: 'subscription_expiring',
      userId: fan.user.id,
      actorId: creator.id,
      data: { expiredAt: '2030-01-02T00:00:00.000Z' },
    });
    await t.services.notifier.notify({ type: 'like', userId: fan.user.id, actorId: creator.id });
    await settle();
    expect(await lastMailTo(t.services, fan.user.email!, 'ends on')).toBeNull();

    await t.services.notifications.sendDigests();
    const digest = await lastMailTo(t.services, fan.user.email!, 'daily summary');
    expect(digest?.text).toContain('Your subscription to Test ending ends on 2030-01-02');
    expect(digest?.text).not.toContain('liked');
    // Sent once a day.
    await t.services.notifications.sendDigests();
    const all = (await t.services.mailer.outbox!.list()).filter((m) => m.to === fan.user.email);
    expect(all.filter((m) => m.subject.includes('daily summary'))).toHaveLength(1);
    const [prefs] = await t.services.database.db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, fan.user.id), eq(notificationPreferences.digest, true)));
    expect(prefs?.digestSentAt).toBeInstanceOf(Date);
  });
});
