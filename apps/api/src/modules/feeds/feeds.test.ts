import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probe } from '../../adapters/ffmpeg.js';
import { feeds, jobs, userBlocks } from '../../db/schema/index.js';
import { buildTestApp, testAudio, testImage, testVideo, urlsIn, type TestApp } from '../../test/index.js';

let t: TestApp;
let work: string;
let video: Buffer;
let audio: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'feeds-test-'));
  video = await testVideo(2);
  audio = await testAudio(2);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fs.rm(work, { recursive: true, force: true });
});

const upload = (token: string, kind: string, body: Buffer, filename: string) =>
  t.services.testing.feedUpload(token, kind, { filename, body }, { galleryId: 'ignored' });

async function uploadOk(token: string, kind: string, body: Buffer, filename: string) {
  const res = await upload(token, kind, body, filename);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; status: string; url: string | null; thumbnails: string[]; preview: string };
}

const post = (token: string, body: Record<string, unknown>) => t.inject('POST', '/performer/feeds', token, body);

const world = () => t.services.testing.audience();

describe('feed uploads', () => {
  it('process video in a job: probe, thumbnail, H.264/AAC MP4; status moves to finished', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const file = await uploadOk(creator.token, 'video', video, 'clip.mov');
    expect(file).toMatchObject({ status: 'processing', url: null });
    const status = () => t.inject('GET', `/performer/feeds/files/${file._id}/status`, creator.token);
    expect((await status()).json().data.status).toBe('processing');
    await t.services.jobs.drain();
    const done = (await status()).json().data;
    expect(done).toMatchObject({ status: 'finished', mimeType: 'video/mp4', duration: 2, width: 320, height: 240 });
    const res = await t.inject('GET', done.url.replace(/^https?:\/\/[^/]+/, ''), null, undefined, {
      range: 'bytes=0-99',
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const whole = await t.inject('GET', done.url.replace(/^https?:\/\/[^/]+/, ''));
    await fs.writeFile(path.join(work, 'out.mp4'), whole.rawPayload);
    const info = await probe(path.join(work, 'out.mp4'));
    expect(info.video?.codec).toBe('h264');
    expect(info.audio?.codec).toBe('aac');
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect((await t.inject('GET', `/performer/feeds/files/${file._id}/status`, other.token)).statusCode).toBe(404);
  }, 60_000);

  it('process audio, and mark a file that is not media as error', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const file = await uploadOk(creator.token, 'audio', audio, 'a.m4a');
    // Magic bytes of an MP4 and nothing playable after them.
    const broken = Buffer.concat([video.subarray(0, 64), Buffer.alloc(2000, 7)]);
    const bad = await uploadOk(creator.token, 'video', broken, 'broken.mp4');
    await t.services.jobs.drain();
    const get = async (id: string) =>
      (await t.inject('GET', `/performer/feeds/files/${id}/status`, creator.token)).json().data;
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
    expect((await t.inject('POST', '/performer/feeds', null, { type: 'text' })).statusCode).toBe(401);
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
    await t.services.testing.bookmark(follower.token, 'feed', feed._id);

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
      const res = await t.inject('GET', url, follower.token);
      expect(res.statusCode, url).toBe(200);
      const leaked = urlsIn(res.json()).filter((u) => u.includes('/files/private/'));
      expect(leaked, url).toEqual([]);
    }
    const locked = (await t.inject('GET', `/user/feeds/${feed._id}`, follower.token)).json().data;
    expect(locked).toMatchObject({ canView: false, isSubscribed: false, text: 'Beach day' });
    expect(locked.files[0]).toMatchObject({ url: null, thumbnails: [photos[0]!.preview] });
    const anonymous = (await t.inject('GET', `/user/feeds/${feed._id}`)).json().data;
    expect(anonymous.files[0].url).toBeNull();

    const open = (await t.inject('GET', '/user/feeds?isHome=true', subscriber.token)).json().data;
    expect(open.total).toBe(1);
    const file = open.data[0].files[0];
    expect(open.data[0]).toMatchObject({ canView: true, isSubscribed: true });
    const path = file.url.replace(/^https?:\/\/[^/]+/, '');
    expect((await t.inject('GET', path)).statusCode).toBe(200);
    // Bound to the viewer: the same link with another viewer id is refused.
    const stolen = path.replace(`v=${subscriber.user.id}`, `v=${follower.user.id}`);
    expect((await t.inject('GET', stolen)).statusCode).toBe(403);
    // Short-lived: ten minutes later the link no longer works.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000);
    try {
      const expired = await t.inject('GET', path);
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
    const view = async () => (await t.inject('GET', `/user/feeds/${feed._id}`, subscriber.token)).json().data;
    const locked = await view();
    expect(locked).toMatchObject({ canView: false, isBought: false, isSale: true, price: 4.99 });
    expect(locked.files[0].url).toBeNull();
    // Thumbnail and teaser are public by design, and stay visible.
    expect(locked.thumbnail.url).toContain('/files/public/');
    expect(locked.teaser.url).toContain('/files/public/');
    expect(locked.teaser.thumbnails[0]).toContain('/files/public/');
    const status = await t.inject('GET', `/user/feeds/${feed._id}/file/${clip._id}/status`, subscriber.token);
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
      (await t.inject('GET', `/user/feeds?performerId=${creator.user.id}`, subscriber.token)).json().data.total;
    expect(await fanSees()).toBe(0);
    expect((await t.inject('GET', `/user/feeds/${feed._id}`, subscriber.token)).statusCode).toBe(404);
    expect((await t.inject('GET', '/performer/feeds', creator.token)).json().data.total).toBe(1);
    const [job] = await t.services.database.db.select().from(jobs).where(eq(jobs.queue, 'content.publish'));
    expect(job?.runAt.toISOString()).toBe(at);
    // Time passes: the schedule is due.
    await t.services.testing.scheduleComesDue('feed', feed._id, job!.id);
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
    expect((await t.inject('GET', '/user/feeds?isHome=true', subscriber.token)).json().data.total).toBe(0);
    expect((await t.inject('GET', `/user/feeds/${feed._id}`, subscriber.token)).statusCode).toBe(404);
    const comment = await t.inject('POST', '/comments', subscriber.token, {
      objectId: feed._id,
      objectType: 'feed',
      content: 'hi',
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
    expect((await t.inject('PUT', `/performer/feeds/${feed._id}`, other.token, body)).statusCode).toBe(404);
    const put = await t.inject('PUT', `/performer/feeds/${feed._id}`, creator.token, body);
    expect(put.json()).toEqual({ status: 0, data: { updated: true } });
    expect(await t.services.files.get(a._id)).toBeNull();
    const own = (await t.inject('GET', `/performer/feeds/${feed._id}`, creator.token)).json().data;
    expect(own).toMatchObject({ text: 'v2', fileIds: [b._id], isPinned: true });
    const denied = await t.inject('DELETE', `/performer/feeds/${feed._id}`, other.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You don't have permission to remove this post");
    const removed = await t.inject('DELETE', `/performer/feeds/${feed._id}`, creator.token);
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
    for (const c of [followed, blocking]) await t.inject('POST', `/follows/${c.user.id}`, fan.token);
    await t.services.testing.subscribe(fan.user.id, subscribed.user.id);
    for (let i = 0; i < 5; i++)
      for (const c of [followed, subscribed, blocking, stranger])
        await post(c.token, { type: 'text', text: `post ${i}` });
    await post(followed.token, { type: 'text', text: 'hidden', status: 'inactive' });
    await t.services.database.db.insert(userBlocks).values({ performerId: blocking.user.id, targetId: fan.user.id });
    const get = async (query: string) =>
      (await t.inject('GET', `/user/feeds?isHome=true&${query}`, fan.token)).json().data;
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
    const bad = await t.inject('GET', '/user/feeds?isHome=true&cursor=nope', fan.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('polls', () => {
  it('take one vote per user per post, and refuse votes once closed', async () => {
    const { creator, subscriber, follower } = await world();
    const option = async (description: string) =>
      (await t.inject('POST', '/performer/feeds/polls', creator.token, { description })).json().data;
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
    expect((await t.inject('POST', `/user/feeds/vote/${yes._id}`)).statusCode).toBe(401);
    const vote = (token: string, id: string) => t.inject('POST', `/user/feeds/vote/${id}`, token);
    expect((await vote(subscriber.token, yes._id)).json().data).toEqual({ voted: true });
    const again = await vote(subscriber.token, no._id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("You've already voted");
    expect((await vote(subscriber.token, 'f'.repeat(24))).statusCode).toBe(404);
    const seen = (await t.inject('GET', `/user/feeds/${feed._id}`, subscriber.token)).json().data;
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
