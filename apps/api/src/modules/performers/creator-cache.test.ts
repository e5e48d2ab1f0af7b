import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performerProfiles, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CREATOR_CACHE_MS: '60000' });
});
afterAll(async () => t.close());

type FeedPage = { data: { performer: { name: string; bio: string; isFollowed: boolean; isSubscribed: boolean } }[] };

describe('creators kept in memory for pages of content (CREATOR_CACHE_MS)', () => {
  it('reuses the public record, drops it at once on an account change, and never keeps what a viewer holds', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const { db } = t.services.database;
    await db.update(performerProfiles).set({ bio: 'First bio' }).where(eq(performerProfiles.userId, creator.user.id));
    await t.services.testing.buildFeed(creator.token, { text: 'Hello' });
    const page = async (token: string) =>
      (await t.inject('GET', `/user/feeds/search/${creator.user.username}`, token)).json().data as FeedPage;

    expect((await page(subscriber.token)).data[0]!.performer.bio).toBe('First bio');
    // A profile change within the time: the kept record is answered.
    await db.update(performerProfiles).set({ bio: 'Second bio' }).where(eq(performerProfiles.userId, creator.user.id));
    expect((await page(subscriber.token)).data[0]!.performer.bio).toBe('First bio');
    // An account change (name, status, avatar) is heard at once: the next page reads it again.
    await db.update(users).set({ name: 'Renamed Creator' }).where(eq(users.id, creator.user.id));
    const fresh = (await page(subscriber.token)).data[0]!.performer;
    expect(fresh).toMatchObject({ name: 'Renamed Creator', bio: 'Second bio' });

    // What each viewer holds is theirs: the subscriber and a stranger share the record, not the flags.
    expect(fresh.isSubscribed).toBe(true);
    await t.inject('POST', `/follows/${creator.user.id}`, stranger.token);
    const seenByStranger = (await page(stranger.token)).data[0]!.performer;
    expect(seenByStranger).toMatchObject({ name: 'Renamed Creator', isSubscribed: false, isFollowed: true });
    expect((await page(subscriber.token)).data[0]!.performer.isFollowed).toBe(false);
  });

  it("keeps a signed-out visitor's explore page, never a signed-in viewer's", async () => {
    const { creator, subscriber } = await t.services.testing.people();
    const { db } = t.services.database;
    const bio = (value: string) =>
      db
        .update(performerProfiles)
        .set({ bio: value, verifiedDocument: true })
        .where(eq(performerProfiles.userId, creator.user.id));
    await bio('Explore one');
    const explore = async (token: string | null) => {
      const res = await t.inject('GET', `/performers/user/search?q=${creator.user.username}&limit=5`, token);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().data.data as { _id: string; bio: string }[]).find((p) => p._id === creator.user.id);
      return found?.bio;
    };
    expect(await explore(null)).toBe('Explore one');
    await bio('Explore two');
    expect(await explore(null)).toBe('Explore one');
    expect(await explore(subscriber.token)).toBe('Explore two');
    // Any account change drops the kept pages.
    await db.update(users).set({ name: 'Explore Renamed' }).where(eq(users.id, creator.user.id));
    expect(await explore(null)).toBe('Explore two');
  });

  it('is off with 0: every page reads the creator', async () => {
    const off = await buildTestApp({ CREATOR_CACHE_MS: '0' });
    try {
      const { creator, subscriber } = await off.services.testing.people();
      await off.services.testing.buildFeed(creator.token, { text: 'Hello' });
      const bio = async () =>
        ((await off.inject('GET', `/user/feeds/search/${creator.user.id}`, subscriber.token)).json().data as FeedPage)
          .data[0]!.performer.bio;
      await bio();
      await off.services.database.db
        .update(performerProfiles)
        .set({ bio: 'Changed' })
        .where(eq(performerProfiles.userId, creator.user.id));
      expect(await bio()).toBe('Changed');
    } finally {
      await off.close();
    }
  });
});
