import { describe, expect, it } from 'vitest';
import { photos, videos } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

/** Issue #19, defect 11: a creator's profile counters stayed 0 whatever the creator published. */
let t: TestApp;
withTestApp((app) => (t = app));

const statsOf = async (path: string) => (await t.inject('GET', path)).json().data.stats;

describe("a creator's profile counters", () => {
  it('count what others can see: posts, videos, photos, galleries and products', async () => {
    const creator = await t.services.testing.creator();
    const { db } = t.services.database;
    expect(await statsOf(`/performers/${creator.user.username}`)).toMatchObject({
      totalFeeds: 0,
      totalVideos: 0,
      totalPhotos: 0,
      totalGalleries: 0,
      totalProducts: 0,
    });

    await t.services.testing.buildFeed(creator.token);
    await t.services.testing.buildFeed(creator.token, { text: 'Second' });
    // A post scheduled for later is not counted yet.
    await t.services.testing.buildFeed(creator.token, {
      text: 'Later',
      isSchedule: true,
      scheduleAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const gallery = await t.services.testing.buildGallery(creator.token, { status: 'active' });
    await t.services.testing.buildProduct(creator.token);
    const performerId = creator.user.id;
    await db.insert(videos).values([
      { performerId, fileId: 'f1', title: 'One', slug: `one-${performerId}` },
      { performerId, fileId: 'f2', title: 'Draft', slug: `draft-${performerId}`, status: 'draft' },
    ]);
    await db.insert(photos).values([
      { performerId, galleryId: gallery._id, fileId: 'p1' },
      { performerId, galleryId: gallery._id, fileId: 'p2' },
      { performerId, galleryId: gallery._id, fileId: 'p3', status: 'inactive' },
    ]);

    const expected = { totalFeeds: 2, totalVideos: 1, totalPhotos: 2, totalGalleries: 1, totalProducts: 1 };
    expect(await statsOf(`/performers/${creator.user.username}`)).toMatchObject(expected);
    const list = (await t.inject('GET', `/performers/user/search?q=${creator.user.username}`)).json().data.data;
    expect(list.find((p: { _id: string }) => p._id === performerId).stats).toMatchObject(expected);
  });
});
