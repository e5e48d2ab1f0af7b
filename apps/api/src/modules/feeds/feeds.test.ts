import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateTestAudio, generateTestVideo, probe } from '../../adapters/ffmpeg.js';
import { feeds, jobs, userBlocks } from '../../db/schema/index.js';
import { auth, buildTestApp, lastMailTo, multipart, testImage, urlsIn, type TestApp } from '../../test/index.js';

let t: TestApp;
let work: string;
let video: Buffer;
let audio: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'feeds-test-'));
  await generateTestVideo(path.join(work, 'v.mp4'), 2);
  await generateTestAudio(path.join(work, 'a.m4a'), 2);
  video = await fs.readFile(path.join(work, 'v.mp4'));
  audio = await fs.readFile(path.join(work, 'a.m4a'));
}, 120_000);
afterAll(async () => {
  await t.close();
  await fs.rm(work, { recursive: true, force: true });
});

async function upload(token: string, kind: string, body: Buffer, filename: string) {
  const form = multipart({ galleryId: 'ignored' }, { file: { filename, body } });
  return t.app.inject({
    method: 'POST',
    url: `/performer/feeds/${kind}/upload`,
    headers: { ...auth(token), ...form.headers },
    payload: form.payload,
  });
}

async function uploadOk(token: string, kind: string, body: Buffer, filename: string) {
  const res = await upload(token, kind, body, filename);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; status: string; url: string | null; thumbnails: string[]; preview: string };
}

async function post(token: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/performer/feeds', headers: auth(token), payload: body });
}

async function world() {
  const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
  const subscriber = await t.services.testing.createUserWithSession();
  const follower = await t.services.testing.createUserWithSession();
  for (const fan of [subscriber, follower])
    await t.app.inject({ method: 'POST', url: `/follows/${creator.user.id}`, headers: auth(fan.token) });
  await t.services.testing.subscribe(subscriber.user.id, creator.user.id);
  return { creator, subscriber, follower };
}

describe('feed uploads', () => {
  it('need a creator, and check the content, not the name', async () => {
    const png = await testImage();
    expect((await t.app.inject({ method: 'POST', url: '/performer/feeds/photo/upload' })).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await upload(fan.token, 'photo', png, 'a.png')).statusCode).toBe(403);
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    // A PNG named like a video is refused as a video; a text file named .jpg is refused as a photo.
    const lying = await upload(creator.token, 'video', png, 'clip.mp4');
    expect(lying.statusCode).toBe(415);
    expect(lying.json().message).toMatch(/video/);
    expect((await upload(creator.token, 'photo', Buffer.from('hello, not an image'), 'x.jpg')).statusCode).toBe(415);
    expect((await upload(creator.token, 'sticker', png, 'a.png')).statusCode).toBe(400);
  });

  it('refuse a decompression bomb before decoding it', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    // 10 000 x 10 000 pixels of one colour: a few hundred KB on disk, 300 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);
    const res = await upload(creator.token, 'photo', bomb, 'bomb.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/pixel limit|could not be read/i);
  });

  it('re-encode photos with a private thumbnail and a public blurred preview', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const file = await uploadOk(creator.token, 'photo', await testImage(1600, 1200, 'jpeg'), 'p.jpg');
    expect(file).toMatchObject({ status: 'finished', type: 'feed-photo', mimeType: 'image/webp' });
    expect(file.url).toContain('/files/private/');
    expect(file.thumbnails[0]).toContain('variant=thumb');
    const preview = await t.app.inject({ url: new URL(file.preview).pathname });
    expect(preview.statusCode).toBe(200);
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(32);
    const full = await t.app.inject({ url: file.url!.replace(/^https?:\/\/[^/]+/, '') });
    expect(full.statusCode).toBe(200);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1600);
  });

  it('process video in a job: probe, thumbnail, H.264/AAC MP4; status moves to finished', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const file = await uploadOk(creator.token, 'video', video, 'clip.mov');
    expect(file).toMatchObject({ status: 'processing', url: null });
    const status = () =>
      t.app.inject({ url: `/performer/feeds/files/${file._id}/status`, headers: auth(creator.token) });
    expect((await status()).json().data.status).toBe('processing');
    await t.services.jobs.drain();
    const done = (await status()).json().data;
    expect(done).toMatchObject({ status: 'finished', mimeType: 'video/mp4', duration: 2, width: 320, height: 240 });
    const res = await t.app.inject({
      url: done.url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const whole = await t.app.inject({ url: done.url.replace(/^https?:\/\/[^/]+/, '') });
    await fs.writeFile(path.join(work, 'out.mp4'), whole.rawPayload);
    const info = await probe(path.join(work, 'out.mp4'));
    expect(info.video?.codec).toBe('h264');
    expect(info.audio?.codec).toBe('aac');
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect(
      (await t.app.inject({ url: `/performer/feeds/files/${file._id}/status`, headers: auth(other.token) })).statusCode,
    ).toBe(404);
  }, 60_000);

  it('process audio, and mark a file that is not media as error', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const file = await uploadOk(creator.token, 'audio', audio, 'a.m4a');
    // Magic bytes of an MP4 and nothing playable after them.
    const broken = Buffer.concat([video.subarray(0, 64), Buffer.alloc(2000, 7)]);
    const bad = await uploadOk(creator.token, 'video', broken, 'broken.mp4');
    await t.services.jobs.drain();
    const get = async (id: string) =>
      (await t.app.inject({ url: `/performer/feeds/files/${id}/status`, headers: auth(creator.token) })).json().data;
    expect(await get(file._id)).toMatchObject({ status: 'finished', mimeType: 'audio/mp4', duration: 2 });
    expect(await get(bad._id)).toMatchObject({ status: 'error', url: null });
  }, 60_000);

  it('a processing job interrupted by a restart completes once', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const file = await uploadOk(creator.token, 'video', video, 'clip.mp4');
    // A worker claimed the job and died: running, lease expired.
    const db = t.services.database.db;
    await db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-worker', lockedUntil: new Date(Date.now() - 1000), attempts: 1 })
      .where(eq(jobs.queue, 'media.process'));
    await t.services.jobs.drain();
    await t.services.jobs.drain();
    const rows = await db.select().from(jobs).where(eq(jobs.queue, 'media.process'));
    const mine = rows.filter((r) => r.payload.fileId === file._id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect((await t.services.files.get(file._id))?.status).toBe('finished');
  }, 60_000);
});

describe('posts and what each viewer gets', () => {
  it('validate the type, the files and the price', async () => {
    const { creator } = await world();
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const theirs = await uploadOk(other.token, 'photo', await testImage(), 'p.png');
    const mine = await uploadOk(creator.token, 'photo', await testImage(), 'p.png');
    const bad = await post(creator.token, { type: 'story', text: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toContain('Invalid feed type');
    expect((await post(creator.token, { type: 'photo', text: 'x', fileIds: [theirs._id] })).json().message).toBe(
      'One of the files does not exist or is not yours',
    );
    expect((await post(creator.token, { type: 'video', text: 'x', fileIds: [mine._id] })).statusCode).toBe(422);
    expect((await post(creator.token, { type: 'photo', text: 'x' })).json().message).toBe(
      'Add at least one file to this post',
    );
    expect((await post(creator.token, { type: 'text', text: 'x', isSale: true })).statusCode).toBe(400);
    const fan = await t.services.testing.createUserWithSession();
    expect((await post(fan.token, { type: 'text', text: 'x' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/performer/feeds', payload: { type: 'text' } })).statusCode,
    ).toBe(401);
  });

  it('never give a locked post’s media to a follower who is not subscribed, by any route', async () => {
    const { creator, subscriber, follower } = await world();
    const photos = [
      await uploadOk(creator.token, 'photo', await testImage(), 'a.png'),
      await uploadOk(creator.token, 'photo', await testImage(), 'b.png'),
    ];
    const created = await post(creator.token, {
      type: 'photo',
      text: 'Beach day',
      fileIds: photos.map((p) => p._id),
    });
    expect(created.statusCode, created.body).toBe(200);
    const feed = created.json().data;
    expect(feed).toMatchObject({ slug: expect.stringMatching(/^post-\d+/), canView: true, isBought: true });
    await t.app.inject({
      method: 'POST',
      url: '/reactions',
      headers: auth(follower.token),
      payload: { objectId: feed._id, objectType: 'feed', action: 'bookmark' },
    });

    const routes = [
      `/user/feeds?isHome=true`,
      `/user/feeds?performerId=${creator.user.id}`,
      `/user/feeds/search/${creator.user.username}`,
      `/user/feeds/${feed._id}`,
      `/user/feeds/${feed.slug}`,
      `/user/feeds/${feed._id}/file/${photos[0]!._id}/status`,
      `/reactions/feeds/bookmark`,
      `/comments?objectId=${feed._id}&objectType=feed`,
    ];
    for (const url of routes) {
      const res = await t.app.inject({ url, headers: auth(follower.token) });
      expect(res.statusCode, url).toBe(200);
      const leaked = urlsIn(res.json()).filter((u) => u.includes('/files/private/'));
      expect(leaked, url).toEqual([]);
    }
    const locked = (await t.app.inject({ url: `/user/feeds/${feed._id}`, headers: auth(follower.token) })).json().data;
    expect(locked).toMatchObject({ canView: false, isSubscribed: false, text: 'Beach day' });
    expect(locked.files[0]).toMatchObject({ url: null, thumbnails: [photos[0]!.preview] });
    const anonymous = (await t.app.inject({ url: `/user/feeds/${feed._id}` })).json().data;
    expect(anonymous.files[0].url).toBeNull();

    const open = (await t.app.inject({ url: '/user/feeds?isHome=true', headers: auth(subscriber.token) })).json().data;
    expect(open.total).toBe(1);
    const file = open.data[0].files[0];
    expect(open.data[0]).toMatchObject({ canView: true, isSubscribed: true });
    const path = file.url.replace(/^https?:\/\/[^/]+/, '');
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    // Bound to the viewer: the same link with another viewer id is refused.
    const stolen = path.replace(`v=${subscriber.user.id}`, `v=${follower.user.id}`);
    expect((await t.app.inject({ url: stolen })).statusCode).toBe(403);
    // Short-lived: ten minutes later the link no longer works.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000);
    try {
      const expired = await t.app.inject({ url: path });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('This link has expired or is not valid');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('pay-per-view: subscribers still need to buy; a purchase opens it', async () => {
    const { creator, subscriber } = await world();
    const clip = await uploadOk(creator.token, 'video', video, 'v.mp4');
    const thumb = await uploadOk(creator.token, 'thumbnail', await testImage(), 't.png');
    const teaser = await uploadOk(creator.token, 'teaser', video, 't.mp4');
    await t.services.jobs.drain();
    const feed = (
      await post(creator.token, {
        type: 'video',
        text: 'Behind the scenes',
        fileIds: [clip._id],
        thumbnailId: thumb._id,
        teaserId: teaser._id,
        isSale: true,
        price: 4.99,
      })
    ).json().data;
    const view = async () =>
      (await t.app.inject({ url: `/user/feeds/${feed._id}`, headers: auth(subscriber.token) })).json().data;
    const locked = await view();
    expect(locked).toMatchObject({ canView: false, isBought: false, isSale: true, price: 4.99 });
    expect(locked.files[0].url).toBeNull();
    // Thumbnail and teaser are public by design, and stay visible.
    expect(locked.thumbnail.url).toContain('/files/public/');
    expect(locked.teaser.url).toContain('/files/public/');
    expect(locked.teaser.thumbnails[0]).toContain('/files/public/');
    const status = await t.app.inject({
      url: `/user/feeds/${feed._id}/file/${clip._id}/status`,
      headers: auth(subscriber.token),
    });
    expect(status.json().data).toMatchObject({ status: 'finished', url: null });
    await t.services.testing.purchase(subscriber.user.id, 'feed', feed._id);
    const bought = await view();
    expect(bought).toMatchObject({ canView: true, isBought: true });
    expect(bought.files[0].url).toContain('/files/private/');
  }, 60_000);

  it('schedule: hidden from fans until its time, then published by the job', async () => {
    const { creator, subscriber } = await world();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const feed = (
      await post(creator.token, { type: 'text', text: 'Coming soon', isSchedule: true, scheduleAt: at })
    ).json().data;
    expect(feed).toMatchObject({ isSchedule: true, scheduleAt: at });
    const fanSees = async () =>
      (
        await t.app.inject({ url: `/user/feeds?performerId=${creator.user.id}`, headers: auth(subscriber.token) })
      ).json().data.total;
    expect(await fanSees()).toBe(0);
    expect((await t.app.inject({ url: `/user/feeds/${feed._id}`, headers: auth(subscriber.token) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/performer/feeds', headers: auth(creator.token) })).json().data.total).toBe(1);
    const [job] = await t.services.database.db.select().from(jobs).where(eq(jobs.queue, 'content.publish'));
    expect(job?.runAt.toISOString()).toBe(at);
    // Time passes: the schedule is due.
    await t.services.database.db
      .update(feeds)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(feeds.id, feed._id));
    await t.services.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    await t.services.jobs.drain();
    expect(await fanSees()).toBe(1);
    const [row] = await t.services.database.db.select().from(feeds).where(eq(feeds.id, feed._id));
    expect(row?.isSchedule).toBe(false);
  });

  it('blocks hide a creator’s posts from the blocked fan everywhere', async () => {
    const { creator, subscriber } = await world();
    const feed = (await post(creator.token, { type: 'text', text: 'hello' })).json().data;
    await t.services.database.db
      .insert(userBlocks)
      .values({ performerId: creator.user.id, targetId: subscriber.user.id });
    expect(
      (await t.app.inject({ url: '/user/feeds?isHome=true', headers: auth(subscriber.token) })).json().data.total,
    ).toBe(0);
    expect((await t.app.inject({ url: `/user/feeds/${feed._id}`, headers: auth(subscriber.token) })).statusCode).toBe(
      404,
    );
    const comment = await t.app.inject({
      method: 'POST',
      url: '/comments',
      headers: auth(subscriber.token),
      payload: { objectId: feed._id, objectType: 'feed', content: 'hi' },
    });
    expect(comment.statusCode).toBe(404);
  });

  it('edit replaces files (old ones deleted) and only the owner may delete', async () => {
    const { creator } = await world();
    const a = await uploadOk(creator.token, 'photo', await testImage(), 'a.png');
    const b = await uploadOk(creator.token, 'photo', await testImage(), 'b.png');
    const feed = (await post(creator.token, { type: 'photo', text: 'v1', fileIds: [a._id] })).json().data;
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const body = { type: 'photo', text: 'v2', fileIds: [b._id], isPinned: true };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/performer/feeds/${feed._id}`,
          headers: auth(other.token),
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/performer/feeds/${feed._id}`,
      headers: auth(creator.token),
      payload: body,
    });
    expect(put.json()).toEqual({ status: 0, data: { updated: true } });
    expect(await t.services.files.get(a._id)).toBeNull();
    const own = (await t.app.inject({ url: `/performer/feeds/${feed._id}`, headers: auth(creator.token) })).json().data;
    expect(own).toMatchObject({ text: 'v2', fileIds: [b._id], isPinned: true });
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/performer/feeds/${feed._id}`,
      headers: auth(other.token),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You don't have permission to remove this post");
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/performer/feeds/${feed._id}`,
      headers: auth(creator.token),
    });
    expect(removed.json().data).toEqual({ success: true });
    expect(await t.services.files.get(b._id)).toBeNull();
  });
});

describe('home timeline', () => {
  it('merges followed and subscribed creators newest first; cursor and offset pages agree', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const followed = await t.services.testing.createUserWithSession({ role: 'performer' });
    const subscribed = await t.services.testing.createUserWithSession({ role: 'performer' });
    const blocking = await t.services.testing.createUserWithSession({ role: 'performer' });
    const stranger = await t.services.testing.createUserWithSession({ role: 'performer' });
    for (const c of [followed, blocking])
      await t.app.inject({ method: 'POST', url: `/follows/${c.user.id}`, headers: auth(fan.token) });
    await t.services.testing.subscribe(fan.user.id, subscribed.user.id);
    for (let i = 0; i < 5; i++)
      for (const c of [followed, subscribed, blocking, stranger])
        await post(c.token, { type: 'text', text: `post ${i}` });
    await post(followed.token, { type: 'text', text: 'hidden', status: 'inactive' });
    await t.services.database.db.insert(userBlocks).values({ performerId: blocking.user.id, targetId: fan.user.id });
    const get = async (query: string) =>
      (await t.app.inject({ url: `/user/feeds?isHome=true&${query}`, headers: auth(fan.token) })).json().data;
    const all = await get('limit=50');
    expect(all.total).toBe(10);
    const times = all.data.map((f: { createdAt: string }) => f.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const ids = all.data.map((f: { _id: string }) => f._id);
    const first = await get('limit=4');
    const second = await get(`limit=4&cursor=${first.data[3].cursor}`);
    const third = await get('limit=4&offset=4');
    expect(second.data.map((f: { _id: string }) => f._id)).toEqual(ids.slice(4, 8));
    expect(third.data.map((f: { _id: string }) => f._id)).toEqual(ids.slice(4, 8));
    expect((await get('limit=50&type=photo')).total).toBe(0);
    expect((await get('limit=50&q=post 4')).total).toBe(2);
    const bad = await t.app.inject({ url: '/user/feeds?isHome=true&cursor=nope', headers: auth(fan.token) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('polls', () => {
  it('take one vote per user per post, and refuse votes once closed', async () => {
    const { creator, subscriber, follower } = await world();
    const option = async (description: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/performer/feeds/polls',
          headers: auth(creator.token),
          payload: { description },
        })
      ).json().data;
    const yes = await option('Yes');
    const no = await option('No');
    expect(yes).toMatchObject({ description: 'Yes', totalVote: 0, refId: null });
    const feed = (
      await post(creator.token, {
        type: 'text',
        text: 'Beach or mountains?',
        pollIds: [yes._id, no._id],
        pollDescription: 'Next trip',
        pollExpiredAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).json().data;
    expect(feed.polls.map((p: { description: string }) => p.description)).toEqual(['Yes', 'No']);
    expect((await t.app.inject({ method: 'POST', url: `/user/feeds/vote/${yes._id}` })).statusCode).toBe(401);
    const vote = (token: string, id: string) =>
      t.app.inject({ method: 'POST', url: `/user/feeds/vote/${id}`, headers: auth(token) });
    expect((await vote(subscriber.token, yes._id)).json().data).toEqual({ voted: true });
    const again = await vote(subscriber.token, no._id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("You've already voted");
    expect((await vote(subscriber.token, 'f'.repeat(24))).statusCode).toBe(404);
    const seen = (await t.app.inject({ url: `/user/feeds/${feed._id}`, headers: auth(subscriber.token) })).json().data;
    expect(seen.votedPollId).toBe(yes._id);
    expect(seen.polls[0].totalVote).toBe(1);
    await t.services.database.db
      .update(feeds)
      .set({ pollExpiredAt: new Date(Date.now() - 1000) })
      .where(eq(feeds.id, feed._id));
    const { polls } = await import('../../db/schema/index.js');
    await t.services.database.db.update(polls).set({ expiredAt: null }).where(eq(polls.feedId, feed._id));
    const closed = await vote(follower.token, no._id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('The poll is now closed');
    // Another creator cannot attach options that are taken.
    expect((await post(creator.token, { type: 'text', text: 'again', pollIds: [yes._id, no._id] })).statusCode).toBe(
      422,
    );
  });
});

describe('comments, reactions and reports', () => {
  it('comment: anyone reads, members write, counters follow, the owner is mailed', async () => {
    const { creator, subscriber, follower } = await world();
    const feed = (await post(creator.token, { type: 'text', text: 'Ask me anything' })).json().data;
    const comment = (token: string, content: string, objectId = feed._id, objectType = 'feed') =>
      t.app.inject({
        method: 'POST',
        url: '/comments',
        headers: auth(token),
        payload: { content, objectId, objectType },
      });
    expect((await t.app.inject({ method: 'POST', url: '/comments', payload: {} })).statusCode).toBe(401);
    expect((await comment(subscriber.token, '')).statusCode).toBe(400);
    expect((await comment(subscriber.token, 'x'.repeat(151))).statusCode).toBe(400);
    expect((await comment(subscriber.token, 'hi', 'f'.repeat(24))).statusCode).toBe(404);
    const first = (await comment(subscriber.token, 'First!')).json().data;
    expect(first).toMatchObject({ content: 'First!', isAuth: true, creator: { _id: subscriber.user.id } });
    // The notifier mails it (the creator's "comment" preference is on by default), after the commit.
    await t.services.jobs.drain();
    expect(await lastMailTo(t.services, creator.user.email!, 'commented on your post')).not.toBeNull();
    const reply = (await comment(follower.token, 'Second', first._id, 'comment')).json().data;
    expect(reply.objectType).toBe('comment');

    const list = await t.app.inject({ url: `/comments?objectId=${feed._id}&objectType=feed` });
    expect(list.json().data).toMatchObject({ total: 1, data: [{ _id: first._id, isAuth: false, totalReply: 1 }] });
    expect((await t.app.inject({ url: '/comments' })).statusCode).toBe(400);
    const counted = (await t.app.inject({ url: `/user/feeds/${feed._id}` })).json().data;
    expect(counted.totalComment).toBe(1);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/comments/${first._id}`,
      headers: auth(follower.token),
      payload: { content: 'hijack' },
    });
    expect(edit.statusCode).toBe(404);
    const form = multipart({ content: 'First, edited' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/comments/${first._id}`,
      headers: { ...auth(subscriber.token), ...form.headers },
      payload: form.payload,
    });
    expect(edited.json().data).toEqual({ updated: true });

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/comments/${first._id}`, headers: auth(follower.token) }))
        .statusCode,
    ).toBe(403);
    // The creator owns the post, so may remove comments on it.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/comments/${first._id}`,
      headers: auth(creator.token),
    });
    expect(removed.json().data).toMatchObject({ _id: first._id, content: 'First, edited' });
    expect((await t.app.inject({ url: `/user/feeds/${feed._id}` })).json().data.totalComment).toBe(0);
  });

  it('likes and bookmarks are idempotent and listed; reports update on repeat', async () => {
    const { creator, subscriber } = await world();
    const feed = (await post(creator.token, { type: 'text', text: 'Like me' })).json().data;
    const react = (method: 'POST' | 'DELETE', action: string, objectType = 'feed', objectId = feed._id) =>
      t.app.inject({
        method,
        url: '/reactions',
        headers: auth(subscriber.token),
        payload: { objectId, objectType, action },
      });
    expect((await t.app.inject({ method: 'POST', url: '/reactions', payload: {} })).statusCode).toBe(401);
    expect((await react('POST', 'hug')).statusCode).toBe(400);
    expect((await react('POST', 'like', 'feed', 'f'.repeat(24))).statusCode).toBe(404);
    const a = (await react('POST', 'like')).json().data;
    const b = (await react('POST', 'like')).json().data;
    expect(b._id).toBe(a._id);
    await react('POST', 'bookmark');
    const seen = (await t.app.inject({ url: `/user/feeds/${feed._id}`, headers: auth(subscriber.token) })).json().data;
    expect(seen).toMatchObject({ totalLike: 1, isLiked: true, isBookMarked: true });
    const marks = (await t.app.inject({ url: '/reactions/feeds/bookmark', headers: auth(subscriber.token) })).json()
      .data;
    expect(marks).toMatchObject({ total: 1, data: [{ objectId: feed._id, objectInfo: { _id: feed._id } }] });
    expect(
      (await t.app.inject({ url: '/reactions/stickers/bookmark', headers: auth(subscriber.token) })).statusCode,
    ).toBe(404);
    expect((await react('DELETE', 'like')).json().data).toBe(true);
    expect((await react('DELETE', 'like')).json().data).toBe(false);
    expect((await t.app.inject({ url: `/user/feeds/${feed._id}` })).json().data.totalLike).toBe(0);
    await react('POST', 'bookmark', 'performer', creator.user.id);
    const people = (
      await t.app.inject({ url: '/reactions/performers/bookmark', headers: auth(subscriber.token) })
    ).json().data;
    expect(people.data[0].objectInfo).toMatchObject({ _id: creator.user.id, username: creator.user.username });

    const report = (description: string) =>
      t.app.inject({
        method: 'POST',
        url: '/reports',
        headers: auth(subscriber.token),
        payload: { target: 'feed', targetId: feed._id, performerId: creator.user.id, title: 'Spam', description },
      });
    const r1 = (await report('first')).json().data;
    const r2 = (await report('second')).json().data;
    expect(r2).toMatchObject({ _id: r1._id, description: 'second', source: 'user', target: 'feed' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/reports',
          headers: auth(subscriber.token),
          payload: { targetId: feed._id, performerId: creator.user.id },
        })
      ).statusCode,
    ).toBe(400);
  });
});
