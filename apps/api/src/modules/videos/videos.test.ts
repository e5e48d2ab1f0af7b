import { describe, expect, it } from 'vitest';
import { binaryParts, multipart, privateUrls, testImage, type TestApp } from '../../test/index.js';
import { withClipApp } from '../../test/lifecycle.js';

let t: TestApp;
let clip: Buffer;
withClipApp((app, made) => {
  t = app;
  clip = made;
});

const base = '/performer/performer-assets/videos';

async function upload(
  token: string,
  fields: Record<string, string | string[]>,
  parts: Record<string, Buffer> = { video: clip },
  url = `${base}/upload`,
  method: 'POST' | 'PUT' = 'POST',
) {
  return t.inject(method, url, token, multipart(fields, binaryParts(parts)));
}

describe('videos', () => {
  it('upload: creator only, title and video required, files checked by content', async () => {
    const { creator, stranger } = await t.services.testing.people();
    expect((await t.inject('POST', `${base}/upload`)).statusCode).toBe(401);
    expect((await upload(stranger.token, { title: 'x' })).statusCode).toBe(403);
    expect((await upload(creator.token, {})).statusCode).toBe(400);
    expect((await upload(creator.token, { title: 'x' }, {})).json().message).toBe(
      'Attach the video in the "video" field',
    );
    const png = await testImage();
    const lying = await upload(creator.token, { title: 'x' }, { video: png });
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toMatch(/^Invalid file format/);
    expect((await upload(creator.token, { title: 'x', isSale: 'true' })).statusCode).toBe(400);
    expect((await upload(creator.token, { title: 'x', participantIds: stranger.user.id })).json().message).toBe(
      'One of the participants is not a creator',
    );
  });

  it('process in a job, then play only for entitled viewers; lists never carry playable URLs', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const res = await upload(
      creator.token,
      { title: 'Studio session', description: 'Take one', tags: ['Live', 'studio'] },
      { video: clip, teaser: clip, thumbnail: await testImage() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      processing: true,
      teaserProcessing: true,
      tags: ['live', 'studio'],
      status: 'active',
    });
    // Not processed yet: fans don't see it.
    const fanList = () =>
      t.inject('GET', `/performer-assets/videos/search?performerId=${creator.user.id}`, stranger.token);
    expect((await fanList()).json().data.total).toBe(0);
    await t.services.jobs.drain();
    await t.services.testing.bookmark(stranger.token, 'video', created._id);

    const routes = [
      `/performer-assets/videos/search?performerId=${creator.user.id}`,
      `/performer-assets/videos/${created._id}`,
      `/performer-assets/videos/${created.slug}`,
      `/performer-assets/videos/${created._id}/file/${created.fileId}/status`,
      '/reactions/videos/bookmark',
    ];
    for (const url of routes) {
      const r = await t.inject('GET', url, stranger.token);
      expect(r.statusCode, url).toBe(200);
      expect(privateUrls(r.json()), url).toEqual([]);
    }
    const locked = (await t.inject('GET', `/performer-assets/videos/${created._id}`, stranger.token)).json().data;
    expect(locked).toMatchObject({ canView: false, video: { url: null, status: 'finished' }, stats: { bookmarks: 1 } });
    expect(locked.teaser.url).toContain('/files/public/');
    expect(locked.thumbnail.url).toContain('/files/public/');

    const list = (await fanList()).json().data;
    expect(list.data[0]).toMatchObject({ video: { url: null }, teaser: { url: null } });
    const open = (await t.inject('GET', `/performer-assets/videos/${created._id}`, subscriber.token)).json().data;
    expect(open).toMatchObject({ canView: true, isSubscribed: true, performer: { _id: creator.user.id } });
    const link = new URL(open.video.url);
    const played = await t.inject('GET', link.pathname + link.search, null, undefined, { range: 'bytes=0-9' });
    expect(played.statusCode).toBe(206);
    expect(open.stats.views).toBeGreaterThanOrEqual(3);

    // For sale: a subscriber needs to buy it; a purchase opens it.
    const edit = await upload(creator.token, { isSale: 'true', price: '7' }, {}, `${base}/edit/${created._id}`, 'PUT');
    expect(edit.json().data).toMatchObject({ isSale: true, price: 7, title: 'Studio session' });
    const paid = (await t.inject('GET', `/performer-assets/videos/${created._id}`, subscriber.token)).json().data;
    expect(paid).toMatchObject({ canView: false, isBought: false, video: { url: null } });
    await t.services.testing.purchase(subscriber.user.id, 'video', created._id);
    const bought = (await t.inject('GET', `/performer-assets/videos/${created._id}`, subscriber.token)).json().data;
    expect(bought.canView).toBe(true);
  }, 60_000);

  it('edit replaces files, remove-file drops a teaser, delete removes everything; owners only', async () => {
    const { creator } = await t.services.testing.people();
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const created = (
      await upload(creator.token, { title: 'Cut' }, { video: clip, thumbnail: await testImage() })
    ).json().data;
    expect((await upload(other.token, { title: 'mine' }, {}, `${base}/edit/${created._id}`, 'PUT')).statusCode).toBe(
      404,
    );
    const replaced = (
      await upload(
        creator.token,
        {},
        { thumbnail: await testImage(100, 100), teaser: clip },
        `${base}/edit/${created._id}`,
        'PUT',
      )
    ).json().data;
    expect(replaced.thumbnailId).not.toBe(created.thumbnailId);
    expect(await t.services.files.get(created.thumbnailId)).toBeNull();
    const removed = await t.inject('DELETE', `${base}/remove-file/${created._id}`, creator.token, { type: 'teaser' });
    expect(removed.json().data).toBe(true);
    expect(await t.services.files.get(replaced.teaserId)).toBeNull();
    expect(
      (await t.inject('DELETE', `${base}/remove-file/${created._id}`, creator.token, { type: 'cover' })).statusCode,
    ).toBe(400);
    const own = (await t.inject('GET', `${base}/search`, creator.token)).json().data;
    expect(own.total).toBe(1);
    expect((await t.inject('DELETE', `${base}/${created._id}`, other.token)).statusCode).toBe(404);
    expect((await t.inject('DELETE', `${base}/${created._id}`, creator.token)).json().data).toBe(true);
    expect(await t.services.files.get(created.fileId)).toBeNull();
  }, 60_000);

  it('a video whose file cannot be processed shows file-error to its creator', async () => {
    const { creator } = await t.services.testing.people();
    const broken = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(3000, 1)]);
    const created = (await upload(creator.token, { title: 'Broken' }, { video: broken })).json().data;
    await t.services.jobs.drain();
    const view = (await t.inject('GET', `${base}/${created._id}/view`, creator.token)).json().data;
    expect(view).toMatchObject({ status: 'file-error', processing: false, video: { status: 'error', url: null } });
  });
});
