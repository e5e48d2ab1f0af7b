import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { binaryParts, generateTestVideo, multipart, testImage, type TestApp } from '../../test/index.js';
import { auditEntries, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
let clip: Buffer;
beforeAll(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hiding-test-'));
  await generateTestVideo(path.join(dir, 'v.mp4'), 2, '240x320');
  clip = await fs.readFile(path.join(dir, 'v.mp4'));
  await fs.rm(dir, { recursive: true, force: true });
}, 120_000);

const reason = { reason: 'Breaks the rules' };
type Token = string | null;

/** A multipart upload answering the created item's id (jobs drained, so media is processed). */
async function upload(token: string, url: string, fields: Record<string, string>, files: Record<string, Buffer>) {
  const res = await t.inject('POST', url, token, multipart(fields, binaryParts(files)));
  expect(res.statusCode, res.body).toBe(200);
  await t.services.jobs.drain();
  return res.json().data._id as string;
}

const ids = (res: { json(): { data: { data: { _id: string }[] } } }) => res.json().data.data.map((x) => x._id);

/**
 * One hideable type: how a creator makes one, the lists that show it to others, its detail pages for
 * others, and the creator's own page.
 */
interface Case {
  type: 'video' | 'gallery' | 'product' | 'reel';
  make(creatorToken: string): Promise<string>;
  lists(id: string, creatorId: string): string[];
  details(id: string): string[];
  own(id: string): string;
}

const CASES: Case[] = [
  {
    type: 'video',
    make: (token) =>
      upload(token, '/performer/performer-assets/videos/upload', { title: 'Hide this video' }, { video: clip }),
    lists: (_id, creatorId) => [`/performer-assets/videos/search?performerId=${creatorId}`],
    details: (id) => [`/performer-assets/videos/${id}`],
    own: (id) => `/performer/performer-assets/videos/${id}/view`,
  },
  {
    type: 'gallery',
    async make(token) {
      const gallery = await t.services.testing.buildGallery(token, { title: 'Hide this gallery' });
      await upload(
        token,
        '/performer/performer-assets/photos/upload',
        { galleryId: gallery._id, title: 'shot' },
        { photo: await testImage() },
      );
      return gallery._id;
    },
    lists: (id, creatorId) => [
      `/performer-assets/galleries/search?performerId=${creatorId}`,
      `/performer-assets/photos?performerId=${creatorId}`,
    ],
    details: (id) => [`/performer-assets/galleries/${id}`, `/performer-assets/photos?galleryId=${id}`],
    own: (id) => `/performer/performer-assets/galleries/${id}/view`,
  },
  {
    type: 'product',
    make: async (token) => (await t.services.testing.buildProduct(token, { name: 'Hide this product' }))._id,
    lists: (_id, creatorId) => [`/performer-assets/products/search?performerId=${creatorId}`],
    details: (id) => [`/performer-assets/products/${id}`],
    own: (id) => `/performer/performer-assets/products/${id}/view`,
  },
  {
    type: 'reel',
    make: (token) => upload(token, '/reels/upload', { title: 'Hide this reel' }, { video: clip }),
    lists: (_id, creatorId) => [`/reels/search?performerId=${creatorId}`, '/reels/feed?limit=50'],
    details: (id) => [`/reels/${id}`],
    own: (id) => `/reels/performer/my-reels/${id}`,
  },
];

/** What a subscriber and a visitor get from each list and detail page. */
async function seenByOthers(c: Case, id: string, creatorId: string, fan: Token) {
  const seen: boolean[] = [];
  for (const token of [fan, null]) {
    for (const url of c.lists(id, creatorId)) {
      const res = await t.inject('GET', url, token);
      expect(res.statusCode, url).toBe(200);
      const listed = ids(res);
      seen.push(url.includes('photos') ? listed.length > 0 : listed.includes(id));
    }
    for (const url of c.details(id)) {
      const res = await t.inject('GET', url, token);
      seen.push(res.statusCode === 200 && (!url.includes('photos') || res.json().data.total > 0));
    }
  }
  return seen;
}

describe('hiding videos, galleries, products and reels (issue #18)', () => {
  for (const c of CASES)
    it(`a hidden ${c.type} leaves every list and page but its creator's and staff's, until restored`, async () => {
      const { creator, subscriber } = await t.services.testing.people();
      const id = await c.make(creator.token);
      expect(await seenByOthers(c, id, creator.user.id, subscriber.token)).not.toContain(false);

      const hidden = await t.inject('POST', `/admin/content/${c.type}/${id}/hide`, s.moderator.token, reason);
      expect(hidden.json().data).toEqual({ status: 'hidden' });
      expect(new Set(await seenByOthers(c, id, creator.user.id, subscriber.token))).toEqual(new Set([false]));
      expect((await t.inject('GET', c.own(id), creator.token)).statusCode).toBe(200);
      for (const url of c.details(id).slice(0, 1))
        expect((await t.inject('GET', url, s.admin.token)).statusCode, 'admin').toBe(200);
      const listed = await t.inject('GET', `/admin/content/search?type=${c.type}&status=hidden`, s.admin.token);
      expect(ids(listed)).toContain(id);
      const [entry] = await auditEntries(t, 'content.hide', id);
      expect(entry).toMatchObject({
        targetType: c.type,
        reason: 'Breaks the rules',
        before: { status: 'active' },
        after: { status: 'hidden' },
      });

      const restored = await t.inject('POST', `/admin/content/${c.type}/${id}/restore`, s.admin.token, reason);
      expect(restored.json().data).toEqual({ status: 'active' });
      expect(await seenByOthers(c, id, creator.user.id, subscriber.token)).not.toContain(false);
      expect(await auditEntries(t, 'content.restore', id)).toHaveLength(1);

      const gone = await t.inject('POST', `/admin/content/${c.type}/${id}/delete`, s.moderator.token, reason);
      expect(gone.json().data).toEqual({ deleted: true });
      expect((await t.inject('GET', c.own(id), creator.token)).statusCode).toBe(404);
      expect(await auditEntries(t, 'content.delete', id)).toHaveLength(1);
    });

  it("stays hidden through its creator's edits, and leaves bookmarks and checkout", async () => {
    const { creator, subscriber } = await t.services.testing.people();
    const product = await t.services.testing.buildProduct(creator.token, { name: 'Bookmarked', type: 'digital' });
    await t.inject('POST', '/reactions', subscriber.token, {
      objectId: product._id,
      objectType: 'product',
      action: 'bookmark',
    });
    await t.inject('POST', `/admin/content/product/${product._id}/hide`, s.admin.token, reason);
    const edit = multipart({ status: 'active', name: 'Bookmarked again' }, {});
    const edited = await t.inject('PUT', `/performer/performer-assets/products/${product._id}`, null, edit.payload, {
      authorization: creator.token,
      ...edit.headers,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.inject('GET', `/performer-assets/products/${product._id}`, subscriber.token)).statusCode).toBe(404);
    const bookmarks = await t.inject('GET', '/reactions/products/bookmark', subscriber.token);
    expect(bookmarks.json().data.data.map((b: { objectId: string }) => b.objectId)).not.toContain(product._id);
    const buyer = await t.services.testing.funded(100);
    const bought = await t.inject('POST', `/wallet/charges/product/${product._id}`, buyer.token, { quantity: 1 });
    expect(bought.statusCode).toBe(404);
  });

  it('hides a comment from everyone but its author, and a report on a video resolves by hiding it', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const post = await t.services.testing.buildFeed(creator.token, { text: 'Comment on me' });
    const comment = (
      await t.inject('POST', '/comments', stranger.token, { content: 'Rude', objectId: post._id, objectType: 'feed' })
    ).json().data;
    await t.inject('POST', `/admin/content/comment/${comment._id}/hide`, s.moderator.token, reason);
    const list = (token: Token) => t.inject('GET', `/comments?objectId=${post._id}&objectType=feed`, token);
    expect(ids(await list(subscriber.token))).not.toContain(comment._id);
    expect(ids(await list(null))).not.toContain(comment._id);
    expect(ids(await list(stranger.token))).toContain(comment._id);
    const reply = await t.inject('POST', '/comments', subscriber.token, {
      content: 'Reply',
      objectId: comment._id,
      objectType: 'comment',
    });
    expect(reply.statusCode).toBe(404);

    const video = await CASES[0]!.make(creator.token);
    const filed = await t.inject('POST', '/reports', subscriber.token, {
      target: 'video',
      targetId: video,
      performerId: creator.user.id,
      title: 'Stolen clip',
    });
    const queued = await t.inject('GET', '/admin/reports/search?status=pending', s.moderator.token);
    const report = queued.json().data.data.find((r: { _id: string }) => r._id === filed.json().data._id);
    expect(report.preview).toMatchObject({ text: 'Hide this video', status: 'active' });
    const resolved = await t.inject('POST', `/admin/reports/${report._id}/resolve`, s.moderator.token, {
      action: 'hide',
      note: 'Not yours',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data.preview.status).toBe('hidden');
    expect((await t.inject('GET', `/performer-assets/videos/${video}`, subscriber.token)).statusCode).toBe(404);
    expect(await auditEntries(t, 'content.hide', video)).toEqual([
      expect.objectContaining({ targetType: 'video', reason: 'Not yours' }),
    ]);
  });
});
