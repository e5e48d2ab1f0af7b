import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { performerProfiles, users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('follows', () => {
  it('needs a token and a real creator id', async () => {
    const c = await t.services.testing.createUser({ role: 'performer' });
    expect((await t.inject('POST', `/follows/${c.id}`)).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', '/follows/nope', fan.token)).statusCode).toBe(400);
    const notCreator = await t.services.testing.createUser();
    expect((await t.inject('POST', `/follows/${notCreator.id}`, fan.token)).statusCode).toBe(404);
  });

  it('is idempotent, keeps counters with the rows, and lists both sides', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer', username: 'followed' });
    const fan = await t.services.testing.createUserWithSession({ username: 'follower' });
    const first = await t.inject('POST', `/follows/${c.user.id}`, fan.token);
    const second = await t.inject('POST', `/follows/${c.user.id}`, fan.token);
    expect(first.json().data).toMatchObject({ followerId: fan.user.id, followingId: c.user.id });
    expect(second.json().data._id).toBe(first.json().data._id);
    const [profile] = await t.services.database.db
      .select()
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, c.user.id));
    const [fanRow] = await t.services.database.db.select().from(users).where(eq(users.id, fan.user.id));
    expect(profile?.followerCount).toBe(1);
    expect(fanRow?.followingCount).toBe(1);

    const details = await t.inject('GET', `/performers/${c.user.id}`, fan.token);
    expect(details.json().data).toMatchObject({ isFollowed: true, stats: { followers: 1 } });
    const following = await t.inject('GET', '/follows/following', fan.token);
    expect(following.json().data).toMatchObject({
      total: 1,
      data: [{ followingInfo: { username: 'followed', isFollowed: true } }],
    });
    const followers = await t.inject('GET', '/follows/followers', c.token);
    expect(followers.json().data.data[0].followerInfo).toMatchObject({ username: 'follower' });
    expect(followers.json().data.data[0].followerInfo).not.toHaveProperty('email');
    const filtered = await t.inject('GET', '/performers/user/search?followed=true&q=followed', fan.token);
    expect(filtered.json().data.total).toBe(1);

    expect((await t.inject('DELETE', `/follows/${c.user.id}`, fan.token)).json()).toEqual({ status: 0, data: true });
    const again = await t.inject('DELETE', `/follows/${c.user.id}`, fan.token);
    expect(again.statusCode).toBe(404);
    const [after] = await t.services.database.db
      .select()
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, c.user.id));
    expect(after?.followerCount).toBe(0);
  });

  it('refuses self-follows and blocked fans', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect((await t.inject('POST', `/follows/${c.user.id}`, c.token)).statusCode).toBe(422);
    const fan = await t.services.testing.createUserWithSession();
    await t.inject('POST', '/block/users', c.token, { targetId: fan.user.id });
    expect((await t.inject('POST', `/follows/${c.user.id}`, fan.token)).statusCode).toBe(403);
  });
});

describe('concurrent follows (real races on PostgreSQL)', () => {
  it('counts a fan once however many follow calls arrive together', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.inject('POST', `/follows/${c.user.id}`, fan.token)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    const [profile] = await t.services.database.db
      .select()
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, c.user.id));
    expect(profile?.followerCount).toBe(1);
  });
});
