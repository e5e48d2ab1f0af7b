import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, MESSAGES } from '@fanlane/shared';
import { buildTestApp, jpegWithGps, multipart, type TestApp } from '../../test/index.js';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ API_PUBLIC_URL: 'http://api.test' });
  const { catalog } = t.services;
  for (const [slug, name, ordering] of [
    ['fitness', 'Fitness', 2],
    ['cooking', 'Cooking', 1],
    ['music', 'Music', 3],
  ] as const) {
    ids[slug] = (await catalog.addCategory({ slug, name, ordering, description: `${name} creators` }))._id;
  }
  ids.hidden = (await catalog.addCategory({ slug: 'hidden', name: 'Hidden', status: 'inactive' }))._id;
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => t.inject('GET', url, token);

describe('GET /performer-categories', () => {
  it('answers the active categories by ordering, paged', async () => {
    const res = await get('/performer-categories?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.data.map((c: { slug: string }) => c.slug)).toEqual(['cooking', 'fitness']);
    expect(res.json().data.data[0]).toMatchObject({
      _id: ids.cooking,
      name: 'Cooking',
      slug: 'cooking',
      description: 'Cooking creators',
      ordering: 1,
      status: 'active',
    });
    const next = await get('/performer-categories?limit=2&offset=2');
    expect(next.json().data.data.map((c: { slug: string }) => c.slug)).toEqual(['music']);
  });

  it('searches with q, sorts on request, and treats empty or huge values as absent or clamped', async () => {
    expect((await get('/performer-categories?q=FIT')).json().data.data.map((c: { slug: string }) => c.slug)).toEqual([
      'fitness',
    ]);
    const desc = await get('/performer-categories?sortBy=ordering&sort=desc');
    expect(desc.json().data.data.map((c: { slug: string }) => c.slug)).toEqual(['music', 'fitness', 'cooking']);
    const byName = await get('/performer-categories?sortBy=name&sort=asc');
    expect(byName.json().data.data.map((c: { slug: string }) => c.slug)).toEqual(['cooking', 'fitness', 'music']);
    const loose = await get('/performer-categories?q=&sort=&sortBy=&limit=500&offset=-3&status=&current=2');
    expect(loose.statusCode).toBe(200);
    expect(loose.json().data.total).toBe(3);
    expect((await get('/performer-categories?q=%25_')).json().data).toEqual({ data: [], total: 0 });
  });
});

describe('GET /performer-categories/{id}/view', () => {
  it('answers an active category by id or slug', async () => {
    expect((await get(`/performer-categories/${ids.music}/view`)).json().data).toMatchObject({ slug: 'music' });
    expect((await get('/performer-categories/Music/view')).json().data).toMatchObject({ _id: ids.music });
  });

  it('answers 404 "Entity is not found" for an unknown or inactive category', async () => {
    for (const id of ['000000000000000000000000', ids.hidden!, 'nope']) {
      const res = await get(`/performer-categories/${id}/view`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: MESSAGES.entityNotFound });
    }
  });
});

describe('creators pick categories', () => {
  const put = (token: string | undefined, payload: object) => t.inject('PUT', '/performers/me', token, payload);

  it('needs a creator session', async () => {
    expect((await put(undefined, { categoryIds: [ids.music] })).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await put(fan.token, { categoryIds: [ids.music] })).statusCode).toBe(403);
  });

  it('sets, keeps and clears them on PUT /performers/me; the public profile and search answer them', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer', username: 'catpicker' });
    const set = await put(c.token, { categoryIds: [ids.music, ids.cooking, ids.music] });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.categoryIds).toEqual([ids.cooking, ids.music]);
    // Another change without categoryIds keeps them.
    expect((await put(c.token, { bio: 'Hi' })).json().data.categoryIds).toEqual([ids.cooking, ids.music]);
    expect((await get('/performers/catpicker')).json().data.categoryIds).toEqual([ids.cooking, ids.music]);
    expect((await get('/performers/me', c.token)).json().data.categoryIds).toEqual([ids.cooking, ids.music]);
    // One comma-separated string is read as a list too.
    expect((await put(c.token, { categoryIds: `${ids.fitness}` })).json().data.categoryIds).toEqual([ids.fitness]);
    expect((await put(c.token, { categoryIds: [] })).json().data.categoryIds).toEqual([]);
  });

  it('refuses an unknown or inactive category with 422 and changes nothing', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer', username: 'catrefused' });
    await put(c.token, { categoryIds: [ids.fitness] });
    for (const bad of [[ids.hidden], [ids.music, '000000000000000000000000'], ['not-an-id']]) {
      const res = await put(c.token, { categoryIds: bad, bio: 'changed' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(CATALOG_MESSAGES.unknownCategory);
    }
    const me = (await get('/performers/me', c.token)).json().data;
    expect(me).toMatchObject({ categoryIds: [ids.fitness], bio: '' });
    const tooMany = await put(c.token, { categoryIds: Array.from({ length: 21 }, (_, i) => `c${i}`) });
    expect(tooMany.statusCode).toBe(400);
  });

  it('takes categoryIds as repeated multipart parts at sign-up (an unknown one refuses the sign-up)', async () => {
    const register = async (username: string, categoryIds: string[]) => {
      const body = multipart(
        {
          email: `${username}@example.test`,
          password: 'quiet-harbor-lantern-42',
          username,
          gender: 'female',
          categoryIds,
        },
        {
          idVerification: { filename: 'id.jpg', body: await jpegWithGps(), contentType: 'image/jpeg' },
          documentVerification: { filename: 'selfie.jpg', body: await jpegWithGps(), contentType: 'image/jpeg' },
        },
      );
      return t.app.inject({ method: 'POST', url: '/auth/performers/register', ...body });
    };
    const refused = await register('catsignupbad', [ids.music!, ids.hidden!]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CATALOG_MESSAGES.unknownCategory);
    expect(await t.services.users.findByLogin('catsignupbad')).toBeNull();

    expect((await register('catsignup', [ids.music!, ids.fitness!])).statusCode).toBe(200);
    const user = await t.services.users.findByLogin('catsignup');
    const { token } = await t.services.sessions.create(user!.id, {});
    expect((await get('/performers/me', token)).json().data.categoryIds).toEqual([ids.fitness, ids.music]);
  });

  it('filters the creators listing by category (any of several; empty means all)', async () => {
    const a = await t.services.testing.createUserWithSession({ role: 'performer', username: 'catfiltera' });
    const b = await t.services.testing.createUserWithSession({ role: 'performer', username: 'catfilterb' });
    await put(a.token, { categoryIds: [ids.cooking] });
    await put(b.token, { categoryIds: [ids.music, ids.fitness] });
    const names = async (query: string) =>
      (await get(`/performers/user/search?limit=200&${query}`))
        .json()
        .data.data.map((p: { username: string }) => p.username)
        .filter((u: string) => u.startsWith('catfilter'))
        .sort();
    expect(await names(`categoryIds=${ids.cooking}`)).toEqual(['catfiltera']);
    expect(await names(`categoryIds=${ids.cooking}&categoryIds=${ids.fitness}`)).toEqual(['catfiltera', 'catfilterb']);
    expect(await names(`categoryIds=${ids.music},${ids.cooking}`)).toEqual(['catfiltera', 'catfilterb']);
    expect(await names('categoryIds=')).toEqual(['catfiltera', 'catfilterb']);
    const none = await get(`/performers/user/search?categoryIds=${ids.hidden}`);
    expect(none.json().data).toEqual({ data: [], total: 0 });
  });
});

describe('GET /site-promo/search', () => {
  it('answers the empty envelope when there are none, whatever the filters', async () => {
    for (const query of ['', '?position=top&status=active', '?position=&status=&q=&limit=99', '?position=nowhere']) {
      const res = await get(`/site-promo/search${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 0, data: { data: [], total: 0 } });
    }
  });

  it('lists active promos only, filtered by position; another status answers none', async () => {
    const { catalog } = t.services;
    await catalog.addPromo({
      title: 'Top one',
      position: 'top',
      link: 'https://example.test',
      photoKey: 'promos/a.jpg',
    });
    await catalog.addPromo({ title: 'Bottom one', position: 'bottom' });
    await catalog.addPromo({ title: 'Off', position: 'top', status: 'inactive' });
    const all = (await get('/site-promo/search?limit=99')).json().data;
    expect(all.total).toBe(2);
    const top = (await get('/site-promo/search?position=top')).json().data;
    expect(top.data).toHaveLength(1);
    expect(top.data[0]).toMatchObject({
      title: 'Top one',
      position: 'top',
      status: 'active',
      link: 'https://example.test',
      photo: { url: expect.stringMatching(/^http:\/\/api\.test\/.*promos\/a\.jpg$/) },
    });
    expect((await get('/site-promo/search?status=inactive')).json().data).toEqual({ data: [], total: 0 });
    expect((await get('/site-promo/search?q=bottom')).json().data.data[0]).toMatchObject({ photo: null });
  });
});
