import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { galleries, jobs } from '../../db/schema/index.js';
import { auth, multipart, privateUrls, testImage, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const base = '/performer/performer-assets';

async function photo(token: string, galleryId: string, body?: Buffer) {
  const form = multipart(
    { galleryId, title: 'shot' },
    { photo: { filename: 'p.png', body: body ?? (await testImage()) } },
  );
  return t.inject('POST', `${base}/photos/upload`, null, form.payload, { ...auth(token), ...form.headers });
}

describe('galleries', () => {
  it('are created, listed, edited and deleted by their creator only', async () => {
    const { creator, stranger } = await t.services.testing.people();
    expect((await t.inject('POST', `${base}/galleries`, null, {})).statusCode).toBe(401);
    expect((await t.inject('POST', `${base}/galleries`, stranger.token, { title: 'x' })).statusCode).toBe(403);
    const bad = await t.inject('POST', `${base}/galleries`, creator.token, {});
    expect(bad.statusCode).toBe(400);
    const sale = await t.inject('POST', `${base}/galleries`, creator.token, { title: 'x', isSale: true });
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
    expect((await t.inject('GET', `${base}/galleries/${g._id}/view`, other.token)).statusCode).toBe(404);
    const put = await t.inject('PUT', `${base}/galleries/${g._id}`, creator.token, { title: 'Renamed' });
    expect(put.json().data).toMatchObject({ title: 'Renamed', isSale: false, price: 0 });
    const mine = await t.inject('GET', `${base}/galleries/search?q=renam`, creator.token);
    expect(mine.json().data.total).toBe(1);
    expect((await t.inject('DELETE', `${base}/galleries/${g._id}`, other.token)).statusCode).toBe(404);
    expect((await t.inject('DELETE', `${base}/galleries/${g._id}`, creator.token)).json().data).toBe(true);
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
    const view = async () => (await t.inject('GET', `${base}/galleries/${g._id}/view`, creator.token)).json().data;
    expect(await view()).toMatchObject({ numOfItems: 3, coverPhotoId: ids[0] });
    await t.inject('POST', `${base}/photos/set-cover/${ids[2]}`, creator.token);
    expect((await view()).coverPhotoId).toBe(ids[2]);
    // Move the last photo first.
    await t.inject('PUT', `${base}/photos/${ids[2]}`, creator.token, { position: 0 });
    const list = await t.inject('GET', `${base}/photos/search?galleryId=${g._id}`, creator.token);
    expect(list.json().data.data.map((p: { _id: string }) => p._id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(list.json().data.data[0]).toMatchObject({ isGalleryCover: true, position: 0 });
    const second = await t.services.testing.buildGallery(creator.token, { title: 'Second' });
    await t.inject('PUT', `${base}/photos/${ids[2]}`, creator.token, { galleryId: second._id });
    expect(await view()).toMatchObject({ numOfItems: 2, coverPhotoId: ids[0] });
    expect((await t.inject('DELETE', `${base}/photos/${ids[0]}`, other.token)).statusCode).toBe(404);
    const file = (await t.inject('GET', `${base}/photos/${ids[0]}/view`, creator.token)).json().data.fileId;
    expect((await t.inject('DELETE', `${base}/photos/${ids[0]}`, creator.token)).json().data).toBe(true);
    expect(await t.services.files.get(file)).toBeNull();
    expect(await view()).toMatchObject({ numOfItems: 1, coverPhotoId: ids[1] });
  });

  it('never give a locked gallery’s photos to a non-subscriber; the cover thumbnail shows to all', async () => {
    const { creator, subscriber, stranger } = await t.services.testing.people();
    const g = await t.services.testing.buildGallery(creator.token);
    for (let i = 0; i < 2; i++) await photo(creator.token, g._id);
    await t.services.testing.bookmark(stranger.token, 'gallery', g._id);
    const routes = [
      `/performer-assets/galleries/search?performerId=${creator.user.id}`,
      `/performer-assets/galleries/${g._id}`,
      `/performer-assets/galleries/${g.slug}`,
      `/performer-assets/photos?galleryId=${g._id}`,
      `/performer-assets/photos/${creator.user.id}`,
      '/reactions/galleries/bookmark',
    ];
    for (const url of routes) {
      const res = await t.inject('GET', url, stranger.token);
      expect(res.statusCode, url).toBe(200);
      const links = privateUrls(res.json());
      // Only the cover's thumbnail may be a private link; no full image, no other photo.
      expect(
        links.every((l) => l.includes('variant=thumb')),
        url,
      ).toBe(true);
      expect(JSON.stringify(res.json())).not.toMatch(/"url":"https?:\/\/[^"]*files\/private/);
    }
    const photos = (await t.inject('GET', `/performer-assets/photos?galleryId=${g._id}`, stranger.token)).json().data;
    expect(photos.total).toBe(2);
    expect(photos.data[0]).toMatchObject({ canView: false, photo: { url: null } });
    expect(photos.data[0].photo.thumbnails[0]).toBe(photos.data[0].photo.preview);
    const detail = (await t.inject('GET', `/performer-assets/galleries/${g._id}`, stranger.token)).json().data;
    expect(detail).toMatchObject({ canView: false, coverPhoto: { url: null }, stats: { views: 3, bookmarks: 1 } });

    const open = (await t.inject('GET', `/performer-assets/photos?galleryId=${g._id}`, subscriber.token)).json().data;
    expect(open.data[0].canView).toBe(true);
    const link = new URL(open.data[0].photo.url);
    expect((await t.inject('GET', link.pathname + link.search)).statusCode).toBe(200);

    // For sale: subscribers need to buy it.
    await t.inject('PUT', `${base}/galleries/${g._id}`, creator.token, { title: 'Paid', isSale: true, price: 3 });
    const paid = (await t.inject('GET', `/performer-assets/photos?galleryId=${g._id}`, subscriber.token)).json().data;
    expect(paid.data[0]).toMatchObject({ canView: false, photo: { url: null }, price: 3 });
    await t.services.testing.purchase(subscriber.user.id, 'gallery', g._id);
    const bought = (await t.inject('GET', `/performer-assets/photos?galleryId=${g._id}`, subscriber.token)).json().data;
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
        await t.inject('GET', `/performer-assets/galleries/search?performerId=${creator.user.id}`, subscriber.token)
      ).json().data.total;
    expect(await count()).toBe(0);
    expect((await t.inject('GET', `/performer-assets/galleries/${later._id}`, subscriber.token)).statusCode).toBe(404);
    const [job] = await t.services.database.db.select().from(jobs).where(eq(jobs.queue, 'content.publish'));
    expect(job?.payload).toEqual({ kind: 'gallery', id: later._id });
    await t.services.testing.scheduleComesDue('gallery', later._id, job!.id);
    expect(await count()).toBe(1);
    const [row] = await t.services.database.db.select().from(galleries).where(eq(galleries.id, later._id));
    expect(row?.isSchedule).toBe(false);
  });
});
