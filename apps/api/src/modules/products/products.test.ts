import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, userBlocks } from '../../db/schema/index.js';
import { expectCreatorOnly } from '../../test/checks.js';
import { auth, local, multipart, privateUrls, TEST_PDF, testImage, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const BASE = '/performer/performer-assets/products';

type Files = Record<string, { filename: string; body: Buffer }>;

function send(
  method: 'POST' | 'PUT',
  url: string,
  token: string | null,
  fields: Record<string, string>,
  files: Files = {},
) {
  const form = multipart(fields, files);
  return t.app.inject({
    method,
    url,
    headers: { ...(token ? auth(token) : {}), ...form.headers },
    payload: form.payload,
  });
}

const create = (token: string | null, fields: Record<string, string>, files: Files = {}) =>
  send('POST', BASE, token, fields, files);

const product = (token: string, fields: Record<string, string> = {}, files?: Files) =>
  t.services.testing.buildProduct(token, fields, files);
const digital = (token: string, fields: Record<string, string> = {}) =>
  product(token, { name: 'E-book', type: 'digital', price: '4.99', ...fields });

describe('creating products', () => {
  it('needs a creator, a name, a file for digital products, and real images', async () => {
    const creator = await expectCreatorOnly(t, (token) => create(token, { name: 'x' }));
    const unnamed = await create(creator.token, { name: '' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Give the product a name');
    const noFile = await create(creator.token, { name: 'E-book', type: 'digital' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Missing digital file');
    const badImage = await create(creator.token, { name: 'x' }, { image: { filename: 'a.png', body: TEST_PDF } });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().message).toMatch(/^Invalid image!/);
    const badFile = await create(
      creator.token,
      { name: 'x', type: 'digital' },
      { digitalFile: { filename: 'book.pdf', body: Buffer.from('just some text') } },
    );
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().message).toMatch(/^Invalid file format/);
    expect((await create(creator.token, { name: 'x', type: 'service' })).statusCode).toBe(400);
    expect((await create(creator.token, { name: 'x', price: '-1' })).statusCode).toBe(400);
    // Nothing was stored by the refused requests.
    expect((await t.inject('GET', `${BASE}/search`, creator.token)).json().data.total).toBe(0);
  });

  it('stores a physical product with a public image', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const p = await product(creator.token, { price: '2.95' });
    expect(p).toMatchObject({
      name: 'Poster',
      description: 'A signed poster',
      type: 'physical',
      status: 'active',
      price: 2.95,
      stock: 10,
      digitalFileId: null,
      digitalFileUrl: null,
      slug: expect.stringMatching(/^poster-[0-9a-f]{6}$/),
      performer: { _id: creator.user.id },
      stats: { likes: 0, bookmarks: 0, comments: 0, views: 0 },
    });
    const [row] = await t.services.database.db.select().from(products).where(eq(products.id, p._id));
    expect(row?.priceMinor).toBe(295);
    expect(p.image).toContain('/files/public/');
    const image = await t.inject('GET', local(p.image!));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/webp');
  });

  it('stores a digital product; its owner gets a signed link to the file', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const p = await digital(creator.token);
    expect(p).toMatchObject({ type: 'digital', price: 4.99 });
    expect(p.digitalFileId).toBeTruthy();
    const file = await t.services.files.get(p.digitalFileId!);
    expect(file).toMatchObject({ acl: 'private', type: 'product-digital', mimeType: 'application/pdf' });
    const view = await t.inject('GET', `${BASE}/${p._id}/view`, creator.token);
    expect(view.statusCode).toBe(200);
    const url = view.json().data.digitalFileUrl;
    expect(url).toContain(`/files/private/${p.digitalFileId}?v=${creator.user.id}`);
    const got = await t.inject('GET', local(url));
    expect(got.statusCode).toBe(200);
    expect(Buffer.compare(got.rawPayload, TEST_PDF)).toBe(0);
  });

  it('an admin may create for a creator', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const res = await create(admin.token, { name: 'Mug', performerId: creator.user.id });
    expect(res.json().data).toMatchObject({ performerId: creator.user.id, name: 'Mug' });
    const fan = await t.services.testing.createUserWithSession();
    expect((await create(admin.token, { name: 'Mug', performerId: fan.user.id })).statusCode).toBe(400);
  });
});

describe('the creator’s products', () => {
  it('search lists only the caller’s, filtered by q, status and type', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    await product(creator.token, { name: 'Hoodie', status: 'inactive' });
    await digital(creator.token, { name: 'Preset pack', description: 'Lightroom' });
    await product(other.token, { name: 'Hoodie' });
    const search = (token: string | null, q = '') =>
      t.inject('GET', `${BASE}/search?${q}`, null, undefined, token ? auth(token) : {});
    expect((await search(null)).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await search(fan.token)).statusCode).toBe(403);
    const names = async (q: string) =>
      (await search(creator.token, q)).json().data.data.map((p: { name: string }) => p.name);
    expect((await names('status=&type=&q=')).sort()).toEqual(['Hoodie', 'Preset pack']);
    expect(await names('status=inactive')).toEqual(['Hoodie']);
    expect(await names('type=digital')).toEqual(['Preset pack']);
    expect(await names('q=lightroom')).toEqual(['Preset pack']);
    expect((await search(creator.token, 'status=gone')).statusCode).toBe(400);
    const listed = (await search(creator.token, 'type=digital')).json().data.data[0];
    expect(listed.digitalFileUrl).toContain('/files/private/');
  });

  it('view and edit are the owner’s; edits replace files and delete the old ones', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const p = await digital(creator.token);
    expect((await t.inject('GET', `${BASE}/${p._id}/view`)).statusCode).toBe(401);
    expect((await t.inject('GET', `${BASE}/${p._id}/view`, other.token)).statusCode).toBe(404);
    const put = (token: string | null, fields: Record<string, string>, files: Files = {}) =>
      send('PUT', `${BASE}/${p._id}`, token, fields, files);
    expect((await put(null, { name: 'x' })).statusCode).toBe(401);
    expect((await put(other.token, { name: 'x' })).statusCode).toBe(404);
    const bad = await put(creator.token, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Give the product a name');

    // Text only: the rest (type, files, price) is kept.
    const renamed = (await put(creator.token, { name: 'E-book, 2nd edition' })).json().data;
    expect(renamed).toMatchObject({
      name: 'E-book, 2nd edition',
      type: 'digital',
      price: 4.99,
      imageId: p.imageId,
      digitalFileId: p.digitalFileId,
      slug: p.slug,
    });

    const newPdf = Buffer.concat([TEST_PDF, Buffer.from('% v2\n')]);
    const replaced = await put(
      creator.token,
      { price: '6' },
      {
        image: { filename: 'new.png', body: await testImage(100, 100) },
        digitalFile: { filename: 'v2.pdf', body: newPdf },
      },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json().data;
    expect(now.price).toBe(6);
    expect(now.imageId).not.toBe(p.imageId);
    expect(now.digitalFileId).not.toBe(p.digitalFileId);
    expect(await t.services.files.get(p.imageId!)).toBeNull();
    expect(await t.services.files.get(p.digitalFileId!)).toBeNull();
    const got = await t.inject('GET', local(now.digitalFileUrl));
    expect(Buffer.compare(got.rawPayload, newPdf)).toBe(0);

    // Physical now: the digital file goes; digital again needs a file.
    const physical = (await put(creator.token, { type: 'physical', stock: '3' })).json().data;
    expect(physical).toMatchObject({ type: 'physical', stock: 3, digitalFileId: null, digitalFileUrl: null });
    expect(await t.services.files.get(now.digitalFileId)).toBeNull();
    const again = await put(creator.token, { type: 'digital' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Missing digital file');
  });

  it('delete: owner or admin; the product and its files go', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const other = await t.services.testing.createUserWithSession({ role: 'performer' });
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const fan = await t.services.testing.createUserWithSession();
    const p = await digital(creator.token);
    const q = await product(creator.token);
    await t.services.testing.bookmark(fan.token, 'product', p._id);
    const del = (token: string | null, id: string) =>
      t.inject('DELETE', `${BASE}/${id}`, null, undefined, token ? auth(token) : {});
    expect((await del(null, p._id)).statusCode).toBe(401);
    expect((await del(fan.token, p._id)).statusCode).toBe(403);
    expect((await del(other.token, p._id)).statusCode).toBe(404);
    const image = await t.services.files.get(p.imageId!);
    expect((await del(creator.token, p._id)).json()).toEqual({ status: 0, data: true });
    expect(await t.services.files.get(p.imageId!)).toBeNull();
    expect(await t.services.files.get(p.digitalFileId!)).toBeNull();
    expect(await t.services.storage.get(image!.storageKey)).toBeNull();
    expect((await t.inject('GET', local(p.image!))).statusCode).toBe(404);
    expect((await t.inject('GET', `/performer-assets/products/${p._id}`)).statusCode).toBe(404);
    expect((await t.inject('GET', '/reactions/products/bookmark', fan.token)).json().data.total).toBe(0);
    expect((await del(admin.token, q._id)).json().data).toBe(true);
    expect(await t.services.files.get(q.imageId!)).toBeNull();
  });
});

describe('what fans see', () => {
  it('search: active products of visible creators, filtered; no private links', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const poster = await product(creator.token, { name: 'Poster' });
    const book = await digital(creator.token, { name: 'Cookbook', description: 'Fifty recipes' });
    await product(creator.token, { name: 'Draft mug', status: 'draft' });
    const search = async (q: string, token?: string) => {
      const res = await t.inject(
        'GET',
        `/performer-assets/products/search?performerId=${creator.user.id}&${q}`,
        null,
        undefined,
        token ? auth(token) : {},
      );
      expect(res.statusCode).toBe(200);
      expect(privateUrls(res.json())).toEqual([]);
      return res.json().data;
    };
    const all = await search('');
    expect(all.total).toBe(2);
    expect(all.data.map((p: { name: string }) => p.name).sort()).toEqual(['Cookbook', 'Poster']);
    expect((await search('q=RECIPES')).data.map((p: { _id: string }) => p._id)).toEqual([book._id]);
    expect((await search('type=physical')).data.map((p: { _id: string }) => p._id)).toEqual([poster._id]);
    expect((await search(`excludedId=${poster._id}`)).data.map((p: { _id: string }) => p._id)).toEqual([book._id]);
    expect((await search('type=', fan.token)).total).toBe(2);
    expect(all.data[0]).not.toHaveProperty('digitalFileUrl');
    expect(all.data[0]).not.toHaveProperty('imageId');
    await t.services.database.db.insert(userBlocks).values({ performerId: creator.user.id, targetId: fan.user.id });
    expect((await search('', fan.token)).total).toBe(0);
    expect((await t.inject('GET', `/performer-assets/products/${poster._id}`, fan.token)).statusCode).toBe(404);
  });

  it('detail by id or slug counts views and shows bookmarks', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const p = await digital(creator.token);
    const get = async (key: string, token?: string) => {
      const res = await t.inject('GET', `/performer-assets/products/${key}`, null, undefined, token ? auth(token) : {});
      expect(res.statusCode, res.body).toBe(200);
      expect(privateUrls(res.json())).toEqual([]);
      return res.json().data;
    };
    expect((await get(p._id)).stats.views).toBe(1);
    expect((await get(p.slug, fan.token)).stats.views).toBe(2);
    // The creator's own visits are not counted.
    expect((await get(p._id, creator.token)).stats.views).toBe(2);
    const bookmark = await t.services.testing.bookmark(fan.token, 'product', p._id);
    expect(bookmark.statusCode).toBe(200);
    const seen = await get(p._id, fan.token);
    expect(seen).toMatchObject({
      isBookMarked: true,
      isBought: false,
      stats: { bookmarks: 1 },
      performer: { _id: creator.user.id, username: creator.user.username },
    });
    expect(seen.image).toContain('/files/public/');
    const marks = await t.inject('GET', '/reactions/products/bookmark', fan.token);
    expect(marks.json().data).toMatchObject({
      total: 1,
      data: [{ objectId: p._id, objectInfo: { _id: p._id, name: 'E-book' } }],
    });
    expect(privateUrls(marks.json())).toEqual([]);
    await t.inject('DELETE', '/reactions', fan.token, { objectId: p._id, objectType: 'product', action: 'bookmark' });
    expect((await get(p._id, fan.token)).stats.bookmarks).toBe(0);
    expect((await t.inject('GET', '/performer-assets/products/no-such-product')).statusCode).toBe(404);
    // Inactive products are hidden from fans, not from their creator.
    await send('PUT', `${BASE}/${p._id}`, creator.token, { status: 'inactive' });
    expect((await t.inject('GET', `/performer-assets/products/${p._id}`)).statusCode).toBe(404);
    expect((await get(p._id, creator.token)).status).toBe('inactive');
  });

  it('comments and likes on a product move its counters', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const p = await product(creator.token);
    await t.inject('POST', '/reactions', fan.token, { objectId: p._id, objectType: 'product', action: 'like' });
    const comment = await t.inject('POST', '/comments', fan.token, {
      objectId: p._id,
      objectType: 'product',
      content: 'Ships abroad?',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const seen = (await t.inject('GET', `/performer-assets/products/${p._id}`)).json().data;
    expect(seen.stats).toMatchObject({ likes: 1, comments: 1 });
  });
});

describe('GET /performer-assets/products/{id}/download-link', () => {
  it('is for buyers, the creator and admins; the link is the buyer’s and works', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const buyer = await t.services.testing.createUserWithSession();
    const fan = await t.services.testing.createUserWithSession();
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const p = await digital(creator.token);
    const poster = await product(creator.token);
    const link = (id: string, token?: string) =>
      t.inject('GET', `/performer-assets/products/${id}/download-link`, null, undefined, token ? auth(token) : {});
    expect((await link(p._id)).statusCode).toBe(401);
    const refused = await link(p._id, fan.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Buy this product to download it');
    const physical = await link(poster._id, fan.token);
    expect(physical.statusCode).toBe(422);
    expect(physical.json().message).toBe('This product has no file to download');
    expect((await link('f'.repeat(24), fan.token)).statusCode).toBe(404);

    await t.services.testing.purchase(buyer.user.id, 'product', p._id);
    expect((await t.inject('GET', `/performer-assets/products/${p._id}`, buyer.token)).json().data.isBought).toBe(true);
    const given = await link(p.slug, buyer.token);
    expect(given.statusCode, given.body).toBe(200);
    const url = local(given.json().data.downloadLink);
    expect(url).toContain(`v=${buyer.user.id}`);
    const file = await t.inject('GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, TEST_PDF)).toBe(0);
    // Bound to the buyer: another viewer id in the same link is refused.
    expect((await t.inject('GET', url.replace(buyer.user.id, fan.user.id))).statusCode).toBe(403);
    // The buyer keeps the download after the product goes off sale.
    await send('PUT', `${BASE}/${p._id}`, creator.token, { status: 'inactive' });
    expect((await link(p._id, buyer.token)).statusCode).toBe(200);

    for (const who of [creator, admin]) {
      const own = await link(p._id, who.token);
      expect(own.statusCode).toBe(200);
      expect((await t.inject('GET', local(own.json().data.downloadLink))).statusCode).toBe(200);
    }
    // A blocked buyer gets nothing.
    await t.services.database.db.insert(userBlocks).values({ performerId: creator.user.id, targetId: buyer.user.id });
    expect((await link(p._id, buyer.token)).statusCode).toBe(404);
  });
});
