import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reelViews, userBlocks } from '../../db/schema/index.js';
import { expectCreatorOnly, okData } from '../../test/checks.js';
import { auth, local, multipart, privateUrls, testImage, type TestApp } from '../../test/index.js';
import { withClipApp } from '../../test/lifecycle.js';

let t: TestApp;
let video: Buffer;
withClipApp((app, clip) => {
  t = app;
  video = clip;
}, '240x320');

const upload = (token: string | null, fields: Record<string, string>, body: Buffer | null = video) =>
  t.inject('POST', '/reels/upload', token, multipart(fields, body ? { video: { filename: 'clip.mp4', body } } : {}));

interface ReelView {
  _id: string;
  status: string;
  processing: boolean;
  thumbnail: string | null;
  video: { _id: string; url: string | null; status: string; thumbnails: string[]; preview: string | null } | null;
  stats: { views: number; likes: number; comments: number };
}

/** Uploads a reel and processes its video. */
async function reel(token: string, fields: Record<string, string> = {}): Promise<ReelView> {
  const res = await upload(token, { title: 'Sunset', ...fields });
  expect(res.statusCode, res.body).toBe(200);
  await t.services.jobs.drain();
  return res.json().data;
}

const world = () => t.services.testing.audience();

describe('POST /reels/upload', () => {
  it('needs a creator and a video, and checks the fields', async () => {
    const creator = await expectCreatorOnly(t, (token) => upload(token, { title: 'x' }));
    const missing = await upload(creator.token, { title: 'x' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Attach the video in the "video" field');
    const image = await upload(creator.token, { title: 'x' }, await testImage());
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toMatch(/^Invalid file format: .*video/);
    const unpriced = await upload(creator.token, { title: 'x', isSale: 'true' });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().message).toBe('Set a price above zero to sell this');
    const status = await upload(creator.token, { status: 'published' });
    expect(status.statusCode).toBe(400);
  });

  it('processes the video in a job; the creator sees it move to finished', async () => {
    const { creator } = await world();
    const created = okData(
      await upload(creator.token, { title: 'Beach', description: 'Waves', isSale: 'true', price: '2.5' }),
    );
    expect(created).toMatchObject({
      title: 'Beach',
      description: 'Waves',
      status: 'active',
      isSale: true,
      price: 2.5,
      processing: true,
      canView: true,
      performerId: creator.user.id,
      performer: { _id: creator.user.id, username: creator.user.username },
      stats: { views: 0, likes: 0, comments: 0 },
      video: { status: 'processing', url: null, type: 'reel-video' },
    });
    // Not listed to fans before it is playable.
    expect((await t.inject('GET', `/reels/search?performerId=${creator.user.id}`)).json().data.total).toBe(0);
    await t.services.jobs.drain();
    const own = await t.inject('GET', `/reels/performer/my-reels/${created._id}`, creator.token);
    const done = own.json().data;
    expect(done).toMatchObject({
      processing: false,
      video: { status: 'finished', mimeType: 'video/mp4', duration: 2, width: 240, height: 320 },
    });
    expect(done.video.url).toContain('/files/private/');
    expect(done.thumbnail).toContain('variant=thumb');
    const played = await t.inject('GET', local(done.video.url));
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
  }, 60_000);

  it('shows file-error to the creator when the video cannot be processed', async () => {
    const { creator } = await world();
    // Magic bytes of an MP4 and nothing playable after them.
    const broken = Buffer.concat([video.subarray(0, 64), Buffer.alloc(2000, 7)]);
    const res = await upload(creator.token, { title: 'Broken' }, broken);
    expect(res.statusCode, res.body).toBe(200);
    await t.services.jobs.drain();
    const own = await t.inject('GET', '/reels/performer/my-reels', creator.token);
    expect(own.json().data.data[0]).toMatchObject({ status: 'file-error', processing: false, video: { url: null } });
    expect((await t.inject('GET', `/reels/${res.json().data._id}`)).statusCode).toBe(404);
  }, 60_000);
});

describe('who gets the video', () => {
  it('never gives a locked reel’s video to a non-subscriber, by any route; subscribers get a working link', async () => {
    const { creator, subscriber, follower } = await world();
    const r = await reel(creator.token, { title: 'Members only' });
    await t.services.testing.bookmark(follower.token, 'reel', r._id);
    await t.inject('POST', '/comments', follower.token, { objectId: r._id, objectType: 'reel', content: 'Wow' });
    const routes = [
      `/reels/search?performerId=${creator.user.id}`,
      `/reels/search?q=members`,
      `/reels/feed`,
      `/reels/${r._id}`,
      '/reactions/reels/bookmark',
      `/comments?objectId=${r._id}&objectType=reel`,
    ];
    for (const url of routes) {
      for (const headers of [auth(follower.token), {}]) {
        if (url.startsWith('/reactions') && !('authorization' in headers)) continue;
        const res = await t.inject('GET', url, null, undefined, headers);
        expect(res.statusCode, url).toBe(200);
        expect(privateUrls(res.json()), url).toEqual([]);
      }
    }
    const marks = (await t.inject('GET', '/reactions/reels/bookmark', follower.token)).json().data;
    expect(marks).toMatchObject({ total: 1, data: [{ objectId: r._id, objectInfo: { _id: r._id, canView: false } }] });
    const locked = (await t.inject('GET', `/reels/${r._id}`, follower.token)).json().data;
    expect(locked).toMatchObject({ canView: false, isSubscribed: false, isBookMarked: true, video: { url: null } });
    // Only the blurred preview, which is public and served.
    expect(locked.thumbnail).toBe(locked.video.preview);
    expect(locked.video.thumbnails).toEqual([locked.video.preview]);
    expect(locked.thumbnail).toContain('/files/public/');
    expect((await t.inject('GET', local(locked.thumbnail))).statusCode).toBe(200);

    const open = (await t.inject('GET', '/reels/feed', subscriber.token)).json().data;
    const mine = open.data.find((x: ReelView) => x._id === r._id);
    expect(mine).toMatchObject({ canView: true, isSubscribed: true });
    const link = local(mine.video.url);
    expect(link).toContain(`v=${subscriber.user.id}`);
    expect((await t.inject('GET', link)).statusCode).toBe(200);
    expect((await t.inject('GET', link.replace(subscriber.user.id, follower.user.id))).statusCode).toBe(403);
    const detail = (await t.inject('GET', `/reels/${r._id}`, subscriber.token)).json().data;
    expect(detail.video.url).toContain('/files/private/');
  }, 60_000);

  it('pay-per-view reels: subscribers still buy; a purchase opens it', async () => {
    const { creator, subscriber } = await world();
    const r = await reel(creator.token, { title: 'Paid', isSale: 'true', price: '3' });
    const view = async () => (await t.inject('GET', `/reels/${r._id}`, subscriber.token)).json().data;
    const locked = await view();
    expect(locked).toMatchObject({ canView: false, isBought: false, price: 3, video: { url: null } });
    expect(privateUrls(locked)).toEqual([]);
    await t.services.testing.purchase(subscriber.user.id, 'reel', r._id);
    const bought = await view();
    expect(bought).toMatchObject({ canView: true, isBought: true });
    expect((await t.inject('GET', local(bought.video.url))).statusCode).toBe(200);
  }, 60_000);

  it('feed: followed creators first, newest first, only active processed reels of visible creators', async () => {
    const { creator, follower } = await world();
    const stranger = await t.services.testing.createUserWithSession({ role: 'performer' });
    const followed = await reel(creator.token, { title: 'Followed one' });
    const newer = await reel(stranger.token, { title: 'Stranger newer' });
    const hidden = await reel(stranger.token, { title: 'Draft', status: 'inactive' });
    const feed = (await t.inject('GET', '/reels/feed?limit=200', follower.token)).json().data;
    const ids = feed.data.map((x: ReelView) => x._id);
    expect(ids.indexOf(followed._id)).toBeLessThan(ids.indexOf(newer._id));
    expect(ids).not.toContain(hidden._id);
    expect(feed.total).toBe(ids.length);
    // Anonymous: plain newest first.
    const anon = (await t.inject('GET', '/reels/feed?limit=200')).json().data.data.map((x: ReelView) => x._id);
    expect(anon.indexOf(newer._id)).toBeLessThan(anon.indexOf(followed._id));
    const paged = (await t.inject('GET', '/reels/feed?limit=1&offset=1')).json().data;
    expect(paged.data).toHaveLength(1);
    expect(paged.data[0]._id).toBe(anon[1]);

    await t.services.database.db
      .insert(userBlocks)
      .values({ performerId: creator.user.id, targetId: follower.user.id });
    const blocked = (await t.inject('GET', '/reels/feed?limit=200', follower.token)).json().data;
    expect(blocked.data.map((x: ReelView) => x._id)).not.toContain(followed._id);
    expect((await t.inject('GET', `/reels/${followed._id}`, follower.token)).statusCode).toBe(404);
    const like = await t.inject('POST', '/reactions', follower.token, {
      objectId: followed._id,
      objectType: 'reel',
      action: 'like',
    });
    expect(like.statusCode).toBe(404);
  }, 60_000);

  it('search filters by creator and text; bad paging values fall back', async () => {
    const { creator } = await world();
    await reel(creator.token, { title: 'Morning yoga', description: 'stretch' });
    await reel(creator.token, { title: 'Evening run' });
    const by = (q: string) =>
      t.inject('GET', `/reels/search?performerId=${creator.user.id}&${q}`).then((r) => r.json().data);
    expect((await by('')).total).toBe(2);
    expect((await by('q=STRETCH')).data.map((x: { title: string }) => x.title)).toEqual(['Morning yoga']);
    expect((await by('q=100%25')).total).toBe(0);
    expect((await by('limit=abc&sort=asc')).data.map((x: { title: string }) => x.title)).toEqual([
      'Morning yoga',
      'Evening run',
    ]);
  }, 60_000);
});

describe('creator reels: list, edit, delete', () => {
  it('my-reels lists any status of the caller only', async () => {
    const { creator } = await world();
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const r = await reel(creator.token, { status: 'inactive' });
    expect((await t.inject('GET', '/reels/performer/my-reels')).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/reels/performer/my-reels', fan.token)).statusCode).toBe(403);
    const mine = (await t.inject('GET', '/reels/performer/my-reels?status=', creator.token)).json().data;
    expect(mine).toMatchObject({ total: 1, data: [{ _id: r._id, status: 'inactive' }] });
    const active = await t.inject('GET', '/reels/performer/my-reels?status=active', creator.token);
    expect(active.json().data.total).toBe(0);
    expect((await t.inject('GET', '/reels/performer/my-reels?status=bogus', creator.token)).statusCode).toBe(400);
    expect((await t.inject('GET', '/reels/performer/my-reels', other.token)).json().data.total).toBe(0);
    expect((await t.inject('GET', `/reels/performer/my-reels/${r._id}`, other.token)).statusCode).toBe(404);
    // Inactive: hidden from others, shown to its creator.
    expect((await t.inject('GET', `/reels/${r._id}`)).statusCode).toBe(404);
    expect((await t.inject('GET', `/reels/${r._id}`, creator.token)).statusCode).toBe(200);
  }, 60_000);

  it('PUT edits with JSON or multipart; a new video replaces (and deletes) the old one', async () => {
    const { creator } = await world();
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const r = await reel(creator.token, { title: 'v1' });
    const put = (token: string | null, payload: Record<string, unknown>) =>
      t.inject('PUT', `/reels/${r._id}`, null, payload, token ? auth(token) : {});
    expect((await put(null, { title: 'x' })).statusCode).toBe(401);
    expect((await put(other.token, { title: 'x' })).statusCode).toBe(404);
    const bad = await put(creator.token, { isSale: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Set a price above zero to sell this');
    const edited = await put(creator.token, { title: 'v2', isSale: true, price: 1.99 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'v2', isSale: true, price: 1.99, description: '' });
    // Keeps the price when only the text changes.
    expect((await put(creator.token, { description: 'now with text' })).json().data).toMatchObject({
      title: 'v2',
      price: 1.99,
      description: 'now with text',
    });

    const oldFile = r.video!._id;
    const form = multipart({ title: 'v3' }, { video: { filename: 'new.mp4', body: video } });
    const replaced = await t.inject('PUT', `/reels/${r._id}`, null, form.payload, {
      ...auth(creator.token),
      ...form.headers,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const data = replaced.json().data;
    expect(data).toMatchObject({ title: 'v3', processing: true, price: 1.99 });
    expect(data.video._id).not.toBe(oldFile);
    expect(await t.services.files.get(oldFile)).toBeNull();
    await t.services.jobs.drain();
    const after = (await t.inject('GET', `/reels/${r._id}`, creator.token)).json().data;
    expect(after).toMatchObject({ processing: false, video: { status: 'finished' } });
  }, 60_000);

  it('DELETE: owner or admin, and its files go', async () => {
    const { creator, subscriber } = await world();
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const a = await reel(creator.token);
    const b = await reel(creator.token);
    await t.services.testing.bookmark(subscriber.token, 'reel', a._id);
    const del = (token: string | null, id: string) =>
      t.inject('DELETE', `/reels/${id}`, null, undefined, token ? auth(token) : {});
    expect((await del(null, a._id)).statusCode).toBe(401);
    expect((await del(subscriber.token, a._id)).statusCode).toBe(403);
    expect((await del(other.token, a._id)).statusCode).toBe(404);
    const file = await t.services.files.get(a.video!._id);
    expect(file?.status).toBe('finished');
    const removed = await del(creator.token, a._id);
    expect(removed.json()).toEqual({ status: 0, data: true });
    expect(await t.services.files.get(a.video!._id)).toBeNull();
    expect((await t.services.storage.get(file!.storageKey)) ?? null).toBeNull();
    expect((await t.inject('GET', `/reels/${a._id}`)).statusCode).toBe(404);
    expect((await t.inject('GET', '/reactions/reels/bookmark', subscriber.token)).json().data.total).toBe(0);
    expect((await del(admin.token, b._id)).json().data).toBe(true);
    expect(await t.services.files.get(b.video!._id)).toBeNull();
  }, 60_000);
});

describe('POST /reels/{id}/view', () => {
  it('counts once per viewer per day', async () => {
    const { creator, subscriber, follower } = await world();
    const r = await reel(creator.token);
    const view = (headers: Record<string, string> = {}) =>
      t.inject('POST', `/reels/${r._id}/view`, null, undefined, headers);
    expect((await view(auth(subscriber.token))).json().data).toEqual({ viewed: true, views: 1 });
    expect((await view(auth(subscriber.token))).json().data).toEqual({ viewed: false, views: 1 });
    expect((await view(auth(follower.token))).json().data).toEqual({ viewed: true, views: 2 });
    // Signed-out visitors: by address and browser.
    expect((await view({ 'user-agent': 'phone' })).json().data).toEqual({ viewed: true, views: 3 });
    expect((await view({ 'user-agent': 'phone' })).json().data).toEqual({ viewed: false, views: 3 });
    expect((await view({ 'user-agent': 'tablet' })).json().data).toEqual({ viewed: true, views: 4 });
    // The creator's own plays are not counted.
    expect((await view(auth(creator.token))).json().data).toEqual({ viewed: false, views: 4 });
    // No raw address is stored.
    const keys = await t.services.database.db.select().from(reelViews).where(eq(reelViews.reelId, r._id));
    expect(
      keys.filter((k) => k.viewerKey.startsWith('anon:')).every((k) => /^anon:[0-9a-f]{64}$/.test(k.viewerKey)),
    ).toBe(true);
    // A new day counts again.
    await t.services.database.db
      .update(reelViews)
      .set({ day: '2000-01-01' })
      .where(and(eq(reelViews.reelId, r._id), eq(reelViews.viewerKey, subscriber.user.id)));
    expect((await view(auth(subscriber.token))).json().data).toEqual({ viewed: true, views: 5 });
    expect((await t.inject('GET', `/reels/${r._id}`)).json().data.stats.views).toBe(5);
    expect((await t.inject('POST', `/reels/${'f'.repeat(24)}/view`)).statusCode).toBe(404);
  }, 60_000);
});

describe('reels in comments, reactions and reports', () => {
  it('likes and comments move the reel’s counters; reports accept reels', async () => {
    const { creator, subscriber } = await world();
    const r = await reel(creator.token);
    const react = (method: 'POST' | 'DELETE', action: string) =>
      t.app.inject({
        method,
        url: '/reactions',
        headers: auth(subscriber.token),
        payload: { objectId: r._id, objectType: 'reel', action },
      });
    await react('POST', 'like');
    await react('POST', 'like');
    const comment = await t.inject('POST', '/comments', subscriber.token, {
      objectId: r._id,
      objectType: 'reel',
      content: 'Nice',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const seen = (await t.inject('GET', `/reels/${r._id}`, subscriber.token)).json().data;
    expect(seen).toMatchObject({ isLiked: true, stats: { likes: 1, comments: 1 } });
    await react('DELETE', 'like');
    expect((await t.inject('GET', `/reels/${r._id}`)).json().data.stats.likes).toBe(0);
    const report = await t.inject('POST', '/reports', subscriber.token, {
      target: 'reel',
      targetId: r._id,
      performerId: creator.user.id,
      title: 'Spam',
    });
    expect(report.json().data).toMatchObject({ target: 'reel', targetId: r._id, performerId: creator.user.id });
  }, 60_000);
});
