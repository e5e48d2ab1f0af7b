import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleries, jobs } from '../../db/schema/index.js';
import { auth, buildTestApp, multipart, privateUrls, testImage, type TestApp } from '../../test/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const base = '/performer/performer-assets';

async function photo(token: string, galleryId: string, body?: Buffer) {
  const form = multipart(
    { galleryId, title: 'shot' },
    { photo: { filename: 'p.png', body: body ?? (await testImage()) } },
  );
  return t.app.inject({
    method: 'POST',
    url: `${base}/photos/upload`,
    headers: { ...auth(token), ...form.headers },
    payload: form.payload,
  });
}

describe('galleries', () => {
  it('are created, listed, edited and deleted by their creator only', async () => {
    const { creator, stranger } = await t.services.testing.people();
    expect((await t.app.inject({ method: 'POST', url: `${base}/galleries`, payload: {} })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${base}/galleries`,
          headers: auth(stranger.token),
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/galleries`,
      headers: auth(creator.token),
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    const sale = await t.app.inject({
      method: 'POST',
      url: `${base}/galleries`,
      headers: auth(creator.token),
      payload: { title: 'x', isSale: true },
    });
    expect(JSON.stringify(sale.json().message)).toContain('Set a price above zero');
    const g = await t.services.testing.buildGallery(creator.token, { isSale: true, price: 9.5 });
    expect(g).toMatchObject({
      title: 'Sunset series',
      price: 9.5,
      isSale: true,
      numOfItems: 0,
      slug: expect.stringMatching(/^sunset-series-/),
    });
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect(
      (await t.app.inject({ url: `${base}/galleries/${g._id}/view`, headers: auth(other.token) })).statusCode,
    ).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${base}/galleries/${g._id}`,
      headers: auth(creator.token),
      payload: { title: 'Renamed' },
    });
    expect(put.json().data).toMatchObject({ title: 'Renamed', isSale: false, price: 0 });
    const mine = await t.app.inject({ url: `${base}/galleries/search?q=renam`, headers: auth(creator.token) });
    expect(mine.json().data.total).toBe(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/galleries/${g._id}`, headers: auth(other.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/galleries/${g._id}`, headers: auth(creator.token) })).json()
        .data,
    ).toBe(true);
  });

  it('photos: upload into one’s own gallery, cover, reorder, move and delete keep the counts', async () => {
    const { creator } = await t.services.testing.people();
    const g = await t.services.testing.buildGallery(creator.token);
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const refused = await photo(other.token, g._id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This gallery does not exist or is not yours');
    const invalid = await photo(creator.token, g._id, Buffer.from('not an image at all'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid image!');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await photo(creator.token, g._id)).json().data._id);
    const view = async () =>
      (await t.app.inject({ url: `${base}/galleries/${g._id}/view`, headers: auth(creator.token) })).json().data;
    expect(await view()).toMatchObject({ numOfItems: 3, coverPhotoId: ids[0] });
    await t.app.inject({ method: 'POST', url: `${base}/photos/set-cover/${ids[2]}`, headers: auth(creator.token) });
    expect((await view()).coverPhotoId).toBe(ids[2]);
    // Move the last photo first.
    await t.app.inject({
      method: 'PUT',
      url: `${base}/photos/${ids[2]}`,
      headers: auth(creator.token),
      payload: { position: 0 },
    });
    const list = await t.app.inject({ url: `${base}/photos/search?galleryId=${g._id}`, headers: auth(creator.token) });
    expect(list.json().data.data.map((p: { _id: string }) => p._id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(list.json().data.data[0]).toMatchObject({ isGalleryCover: true, position: 0 });
    const second = await t.services.testing.buildGallery(creator.token, { title: 'Second' });
    await t.app.inject({
      method: 'PUT',
      url: `${base}/photos/${ids[2]}`,
      headers: auth(creator.token),
      payload: { galleryId: second._id },
    });
    expect(await view()).toMatchObject({ numOfItems: 2, coverPhotoId: ids[0] });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/photos/${ids[0]}`, headers: auth(other.token) }))
        .statusCode,
    ).toBe(404);
    const file = (await t.app.inject({ url: `${base}/photos/${ids[0]}/view`, headers: auth(creator.token) })).json()
      .data.fileId;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/photos/${ids[0]}`, headers: auth(creator.token) })).json()
        .data,
    ).toBe(true);
    expect(await t.services.files.get(file)).toBeNull();
    expect(await view()).toMatchObject({ numOfItems: 1, coverPhotoId: ids[1] });
  });

  it('never give a locked gallery’s photos to a non-subscriber; the cover thumbnail shows to all', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const g = await t.services.testing.buildGallery(creator.token);
    for (let i = 0; i < 2; i++) await photo(creator.token, g._id);
    await t.app.inject({
      method: 'POST',
      url: '/reactions',
      headers: auth(stranger.token),
      payload: { objectId: g._id, objectType: 'gallery', action: 'bookmark' },
    });
    const routes = [
      `/performer-assets/galleries/search?performerId=${creator.user.id}`,
      `/performer-assets/galleries/${g._id}`,
      `/performer-assets/galleries/${g.slug}`,
      `/performer-assets/photos?galleryId=${g._id}`,
      `/performer-assets/photos/${creator.user.id}`,
      '/reactions/galleries/bookmark',
    ];
    for (const url of routes) {
      const res = await t.app.inject({ url, headers: auth(stranger.token) });
      expect(res.statusCode, url).toBe(200);
      const links = privateUrls(res.json());
      // Only the cover's thumbnail may be a private link; no full image, no other photo.
      expect(
        links.every((l) => l.includes('variant=thumb')),
        url,
      ).toBe(true);
      expect(JSON.stringify(res.json())).not.toMatch(/"url":"https?:\/\/[^"]*files\/private/);
    }
    const photos = (
      await t.app.inject({ url: `/performer-assets/photos?galleryId=${g._id}`, headers: auth(stranger.token) })
    ).json().data;
    expect(photos.total).toBe(2);
    expect(photos.data[0]).toMatchObject({ canView: false, photo: { url: null } });
    expect(photos.data[0].photo.thumbnails[0]).toBe(photos.data[0].photo.preview);
    const detail = (
      await t.app.inject({ url: `/performer-assets/galleries/${g._id}`, headers: auth(stranger.token) })
    ).json().data;
    expect(detail).toMatchObject({ canView: false, coverPhoto: { url: null }, stats: { views: 3, bookmarks: 1 } });

    const open = (
      await t.app.inject({ url: `/performer-assets/photos?galleryId=${g._id}`, headers: auth(subscriber.token) })
    ).json().data;
    expect(open.data[0].canView).toBe(true);
    const link = new URL(open.data[0].photo.url);
    expect((await t.app.inject({ url: link.pathname + link.search })).statusCode).toBe(200);

    // For sale: subscribers need to buy it.
    await t.app.inject({
      method: 'PUT',
      url: `${base}/galleries/${g._id}`,
      headers: auth(creator.token),
      payload: { title: 'Paid', isSale: true, price: 3 },
    });
    const paid = (
      await t.app.inject({ url: `/performer-assets/photos?galleryId=${g._id}`, headers: auth(subscriber.token) })
    ).json().data;
    expect(paid.data[0]).toMatchObject({ canView: false, photo: { url: null }, price: 3 });
    await t.services.testing.purchase(subscriber.user.id, 'gallery', g._id);
    const bought = (
      await t.app.inject({ url: `/performer-assets/photos?galleryId=${g._id}`, headers: auth(subscriber.token) })
    ).json().data;
    expect(bought.data[0].canView).toBe(true);
  });

  it('empty, inactive and scheduled galleries stay hidden from fans until published by the job', async () => {
    const { creator, subscriber } = await t.services.testing.people();
    await t.services.testing.buildGallery(creator.token, { title: 'Empty' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const later = await t.services.testing.buildGallery(creator.token, {
      title: 'Later',
      isSchedule: true,
      scheduledAt: at,
    });
    await photo(creator.token, later._id);
    const inactive = await t.services.testing.buildGallery(creator.token, { title: 'Off', status: 'inactive' });
    await photo(creator.token, inactive._id);
    const count = async () =>
      (
        await t.app.inject({
          url: `/performer-assets/galleries/search?performerId=${creator.user.id}`,
          headers: auth(subscriber.token),
        })
      ).json().data.total;
    expect(await count()).toBe(0);
    expect(
      (await t.app.inject({ url: `/performer-assets/galleries/${later._id}`, headers: auth(subscriber.token) }))
        .statusCode,
    ).toBe(404);
    const [job] = await t.services.database.db.select().from(jobs).where(eq(jobs.queue, 'content.publish'));
    expect(job?.payload).toEqual({ kind: 'gallery', id: later._id });
    await t.services.database.db
      .update(galleries)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(galleries.id, later._id));
    await t.services.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    await t.services.jobs.drain();
    expect(await count()).toBe(1);
    const [row] = await t.services.database.db.select().from(galleries).where(eq(galleries.id, later._id));
    expect(row?.isSchedule).toBe(false);
  });
});
