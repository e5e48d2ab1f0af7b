import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeds, performerBlockedCountries, userBlocks, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const unsigned = (value: unknown) => JSON.stringify(value).replace(/exp=\d+|sig=[\w-]+/g, '');

type Viewer = { id: string | null; isAdmin: boolean; country: string | null; role: string | null };
const ids = (page: { data: { _id: string }[]; total: number }) => ({
  ids: page.data.map((f) => f._id),
  total: page.total,
});

/**
 * A creator's profile feed (`GET /user/feeds/search/{username}`) is one statement that finds the
 * creator, reads the page and counts; it must answer what the general list by creator id answers.
 */
describe("a creator's profile feed in one statement", () => {
  it('answers what the list by creator id answers, for every viewer, filter and page', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const type = i % 3 === 0 ? 'photo' : 'text';
      made.push((await t.services.testing.buildFeed(creator.token, { type, text: `Post ${i}` }))._id);
    }
    // The oldest post is pinned: it leads the first page.
    await t.services.database.db
      .update(feeds)
      .set({ isPinned: true, pinnedAt: new Date() })
      .where(eq(feeds.id, made[0]!));
    const username = creator.user.username!;
    const fan = (u: { user: { id: string } }, country: string | null = null): Viewer => ({
      id: u.user.id,
      isAdmin: false,
      country,
      role: 'user',
    });
    const viewers: Viewer[] = [
      { id: null, isAdmin: false, country: null, role: null },
      { id: null, isAdmin: false, country: 'FR', role: null },
      fan(subscriber),
      fan(stranger, 'FR'),
    ];
    const both = async (
      v: Viewer,
      filters: { type?: 'photo' },
      page: { limit: number; offset: number; cursor?: string },
    ) => {
      const fast = await t.services.feeds.listOfCreator(username.toUpperCase(), filters, v, page);
      const general = await t.services.feeds.list({ ...filters, performerId: creator.user.id }, v, page);
      expect(ids(fast)).toEqual(ids(general));
      // Signed links differ only by their expiry second and signature.
      expect(unsigned(fast.data)).toEqual(unsigned(general.data));
      return fast;
    };
    for (const v of viewers) {
      const first = await both(v, {}, { limit: 3, offset: 0 });
      expect(first.total).toBe(7);
      expect(first.data[0]!._id).toBe(made[0]);
      await both(v, {}, { limit: 3, offset: 3 });
      const next = await both(v, {}, { limit: 3, offset: 0, cursor: first.data.at(-1)!.cursor });
      expect(next.total).toBe(7);
      expect((await both(v, { type: 'photo' }, { limit: 10, offset: 0 })).total).toBe(3);
      // Past the end: no posts, and still the total.
      expect(ids(await both(v, {}, { limit: 3, offset: 30 }))).toEqual({ ids: [], total: 7 });
    }
    // By id as well as by username.
    const byId = await t.services.feeds.listOfCreator(creator.user.id, {}, viewers[0]!, { limit: 20, offset: 0 });
    expect(byId.total).toBe(7);

    // Blocks: a blocked fan and a blocked country see nothing.
    const { db } = t.services.database;
    await db.insert(userBlocks).values({ performerId: creator.user.id, targetId: stranger.user.id });
    await db.insert(performerBlockedCountries).values({ performerId: creator.user.id, countryCodes: ['GB'] });
    expect(ids(await both(fan(stranger), {}, { limit: 3, offset: 0 }))).toEqual({ ids: [], total: 0 });
    expect(ids(await both(fan(subscriber, 'GB'), {}, { limit: 3, offset: 0 }))).toEqual({ ids: [], total: 0 });
    expect((await both(fan(subscriber, 'FR'), {}, { limit: 3, offset: 0 })).total).toBe(7);

    // A suspended creator's posts are nobody's to see.
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, creator.user.id));
    expect(ids(await both(fan(subscriber), {}, { limit: 3, offset: 0 }))).toEqual({ ids: [], total: 0 });
  });

  it('answers an empty page for an unknown name or a fan, and refuses a bad cursor', async () => {
    const fan = await t.services.testing.createUserWithSession();
    for (const key of ['nobody-here', fan.user.username!, fan.user.id]) {
      const res = await t.inject('GET', `/user/feeds/search/${key}`, fan.token);
      expect(res.statusCode, key).toBe(200);
      expect(res.json().data).toEqual({ data: [], total: 0 });
    }
    const { creator } = await t.services.testing.people();
    await t.services.testing.buildFeed(creator.token, { text: 'Hello' });
    const res = await t.inject('GET', `/user/feeds/search/${creator.user.username}?cursor=not-a-cursor`, fan.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The cursor is not valid');
    const ok = await t.inject('GET', `/user/feeds/search/${creator.user.username}`, null);
    expect(ok.json().data.total).toBe(1);
  });

  it('a post page (one statement): its creator and admins open a hidden post, others by neither id nor slug', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const post = await t.services.testing.buildFeed(creator.token, { text: 'Read me' });
    const { db } = t.services.database;
    const opens = async (viewer: Viewer) =>
      Promise.all([post._id, post.slug].map(async (key) => (await t.services.feeds.readable(key, viewer))?.id ?? null));
    const as = (u: { user: { id: string } }, country: string | null = null, isAdmin = false): Viewer => ({
      id: u.user.id,
      isAdmin,
      country,
      role: null,
    });
    const anonymous: Viewer = { id: null, isAdmin: false, country: null, role: null };
    for (const v of [anonymous, as(subscriber), as(stranger, 'FR'), as(creator), as(admin, null, true)])
      expect(await opens(v)).toEqual([post._id, post._id]);
    await db.insert(userBlocks).values({ performerId: creator.user.id, targetId: stranger.user.id });
    await db.insert(performerBlockedCountries).values({ performerId: creator.user.id, countryCodes: ['GB'] });
    expect(await opens(as(stranger))).toEqual([null, null]);
    expect(await opens(as(subscriber, 'GB'))).toEqual([null, null]);
    expect(await opens({ ...anonymous, country: 'GB' })).toEqual([null, null]);
    expect(await opens(as(subscriber, 'FR'))).toEqual([post._id, post._id]);
    await db.update(feeds).set({ status: 'hidden' }).where(eq(feeds.id, post._id));
    for (const v of [anonymous, as(subscriber)]) expect(await opens(v)).toEqual([null, null]);
    for (const v of [as(creator, 'GB'), as(admin, 'GB', true)]) expect(await opens(v)).toEqual([post._id, post._id]);
    expect((await t.inject('GET', `/user/feeds/${post._id}`, subscriber.token)).statusCode).toBe(404);
    expect((await t.inject('GET', `/user/feeds/${post.slug}`, creator.token)).statusCode).toBe(200);
  });
});
