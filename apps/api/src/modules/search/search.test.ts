import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '@fanlane/shared';
import { userBlocks, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/index.js';

/** Search: stemming, typos, accents and ranking, on PGlite and PostgreSQL alike; the keyword routes. */
let t: TestApp;
const people: Record<string, { id: string; token: string }> = {};

async function creator(username: string, name: string, bio: string, verified = true) {
  const made = await t.services.testing.creator({ bio, verifiedDocument: verified }, username);
  await t.services.database.db.update(users).set({ name }).where(eq(users.id, made.user.id));
  people[username] = { id: made.user.id, token: made.token };
}

beforeAll(async () => {
  t = await buildTestApp();
  await creator('lunavale', 'Luna Vale', 'Portrait photographers guild member, based in Lisbon');
  await creator('zoecafe', 'Zoë Café', 'Baking and pastry every morning');
  await creator('marathonmax', 'Max Runner', 'Running a marathon every month');
  await creator('hiddenhank', 'Hidden Hank', 'Photographer too, but not verified', false);
  const fan = await t.services.testing.createUserWithSession();
  people.fan = { id: fan.user.id, token: fan.token };
  const { buildFeed, buildProduct } = t.services.testing;
  await buildFeed(people.lunavale!.token, { text: 'Golden hour #beach shoot with new lenses' });
  await buildFeed(people.zoecafe!.token, { text: 'Croissants are ready, crème brûlée tomorrow' });
  await buildProduct(people.lunavale!.token, { name: 'Beach prints', description: 'Signed photographs' });
});
afterAll(async () => t.close());

const creators = async (q: string, token?: string) => {
  const res = await t.inject('GET', `/performers/user/search?q=${encodeURIComponent(q)}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { username: string }[]).map((c) => c.username);
};
const keywords = (body: unknown, token?: string) => t.inject('POST', '/search/keywords', token, body as object);

describe('creator search', () => {
  it('stems: "photographer" finds a bio that says "photographers"', async () => {
    expect(await creators('photographer')).toEqual(['lunavale']);
  });
  it('forgives typos in names and usernames', async () => {
    expect(await creators('lunavle')).toContain('lunavale');
    expect(await creators('Max Runer')).toContain('marathonmax');
  });
  it('ignores accents both ways', async () => {
    expect(await creators('zoe cafe')).toEqual(['zoecafe']);
    expect(await creators('Lisbôn')).toEqual(['lunavale']);
  });
  it('finds while typing (prefix of the last word)', async () => {
    expect(await creators('marath')).toEqual(['marathonmax']);
  });
  it('ranks the closest name first', async () => {
    await creator('lunavalefan', 'Someone Else', 'I admire lunavale');
    const found = await creators('lunavale');
    expect(found[0]).toBe('lunavale');
    expect(found).toContain('lunavalefan');
  });
  it('never shows unverified creators or those who blocked the viewer', async () => {
    expect(await creators('hidden hank')).toEqual([]);
    await t.services.database.db
      .insert(userBlocks)
      .values({ performerId: people.zoecafe!.id, targetId: people.fan!.id } as never);
    expect(await creators('zoe', people.fan!.token)).toEqual([]);
    expect(await creators('zoe')).toEqual(['zoecafe']);
  });
  it('takes any punctuation without failing', async () => {
    for (const q of ["'&|!:*()", '<->', '%_\\', 'a & !b']) expect(Array.isArray(await creators(q))).toBe(true);
  });
});

describe('POST /search/keywords', () => {
  it('counts creators, products and posts a keyword finds', async () => {
    const res = await keywords({ keyword: 'beach' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ totalPerformer: 0, totalProduct: 1, totalFeed: 1 });
    const photos = await keywords({ keyword: 'Photograph' });
    expect(photos.json().data).toMatchObject({ totalPerformer: 1, totalProduct: 1 });
  });
  it('narrows to one type and to one creator', async () => {
    const res = await keywords({ keyword: 'beach', objectType: 'feed' });
    expect(res.json().data).toEqual({ totalPerformer: 0, totalProduct: 0, totalFeed: 1 });
    const other = await keywords({ keyword: 'beach', fromPerformerId: people.zoecafe!.id });
    expect(other.json().data).toEqual({ totalPerformer: 0, totalProduct: 0, totalFeed: 0 });
  });
  it('finds accented post text without the accents', async () => {
    expect((await keywords({ keyword: 'creme brulee' })).json().data.totalFeed).toBe(1);
  });
  it('refuses a missing, empty, too long or unknown-type keyword', async () => {
    for (const [body, message] of [
      [{}, SEARCH_MESSAGES.keywordRequired],
      [{ keyword: '   ' }, SEARCH_MESSAGES.keywordRequired],
      [{ keyword: 'x'.repeat(101) }, SEARCH_MESSAGES.keywordTooLong],
      [{ keyword: 'a', objectType: 'video' }, SEARCH_MESSAGES.objectType],
    ] as const) {
      const res = await keywords(body);
      expect(res.statusCode).toBe(400);
      expect(String(res.json().message)).toContain(message);
    }
  });
});

describe('GET /search/list/keywords', () => {
  const list = (query: string, token?: string) => t.inject('GET', `/search/list/keywords?${query}`, token);

  it('is for creators and staff', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', people.fan!.token)).statusCode).toBe(403);
  });
  it('sorts keywords by attempts in the range, counted case- and space-insensitively', async () => {
    for (const k of ['Sunset', 'sunset ', 'SUNSET', 'yoga']) await keywords({ keyword: k });
    const res = await list('dateRange=day&limit=50', people.lunavale!.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { keyword: string; attempt: number; objectType: string }[];
    expect(rows[0]).toMatchObject({ keyword: 'sunset', attempt: 3, objectType: 'all' });
    expect(rows.find((r) => r.keyword === 'yoga')?.attempt).toBe(1);
    expect(res.json().data.total).toBe(rows.length);
  });
  it('leaves out days before the range', async () => {
    const old = new Date(Date.now() - 10 * 86_400_000);
    await t.services.search.keywords(
      { keyword: 'yesteryear' },
      { performers: async () => 0, products: async () => 0, feeds: async () => 0 },
      old,
    );
    const week = await list('dateRange=week&limit=50', people.lunavale!.token);
    expect(week.json().data.data.map((r: { keyword: string }) => r.keyword)).not.toContain('yesteryear');
    const month = await list('dateRange=month&limit=50', people.lunavale!.token);
    expect(month.json().data.data.map((r: { keyword: string }) => r.keyword)).toContain('yesteryear');
  });
  it('refuses an unknown range', async () => {
    expect((await list('dateRange=year', people.lunavale!.token)).statusCode).toBe(400);
  });
});

describe('GET /search/trending', () => {
  it("answers anyone the week's keywords searched at least 3 times, most first", async () => {
    for (let i = 0; i < 4; i += 1) await keywords({ keyword: 'golden hour' });
    await keywords({ keyword: 'my neighbour jane doe' });
    const res = await t.inject('GET', '/search/trending');
    expect(res.statusCode).toBe(200);
    const words = res.json().data.data.map((r: { keyword: string }) => r.keyword);
    expect(words[0]).toBe('golden hour');
    expect(words).toContain('sunset');
    expect(words).not.toContain('my neighbour jane doe');
    expect(words).not.toContain('yoga');
    expect(res.json().data.total).toBe(words.length);
  });
});
