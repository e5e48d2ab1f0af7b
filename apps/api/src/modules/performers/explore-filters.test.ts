import { beforeAll, describe, expect, it } from 'vitest';
import { type performerProfiles, streams } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const creator = (username: string, profile: Partial<typeof performerProfiles.$inferInsert> = {}) =>
  t.services.testing.creator({ verifiedDocument: true, bio: 'explorefilters', ...profile }, username);

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

async function names(query: string) {
  const res = await t.inject('GET', `/performers/user/search?q=explorefilters&sortBy=latest&${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { username: string }[]).map((p) => p.username).sort();
}

describe('GET /performers/user/search explore filters', () => {
  beforeAll(async () => {
    const live = await creator('exlive', { monthlyPrice: 500, dateOfBirth: yearsAgo(25) });
    await creator('excheap', { monthlyPrice: 300, dateOfBirth: yearsAgo(19) });
    await creator('exdear', { monthlyPrice: 2500, dateOfBirth: yearsAgo(41, -1) });
    await t.services.database.db
      .insert(streams)
      .values({ performerId: live.user.id, isStreaming: true, sessionId: 'explore-session' });
  });

  it('filters by live now (streamingStatus)', async () => {
    expect(await names('streamingStatus=live')).toEqual(['exlive']);
    expect(await names('streamingStatus=offline')).toEqual(['excheap', 'exdear']);
    expect(await names('streamingStatus=')).toEqual(['excheap', 'exdear', 'exlive']);
  });

  it('filters by monthly price in the site currency', async () => {
    expect(await names('maxPrice=5')).toEqual(['excheap', 'exlive']);
    expect(await names('minPrice=5.01')).toEqual(['exdear']);
    expect(await names('minPrice=3&maxPrice=3')).toEqual(['excheap']);
  });

  it('filters by age from the date of birth (a birthday tomorrow is not yet a year)', async () => {
    expect(await names('fromAge=20&toAge=40')).toEqual(['exlive', 'exdear'].sort());
    expect(await names('toAge=19')).toEqual(['excheap']);
    expect(await names('fromAge=41')).toEqual([]);
  });

  it('refuses out-of-range or malformed values with 400', async () => {
    for (const query of ['streamingStatus=maybe', 'maxPrice=cheap', 'minPrice=-1', 'fromAge=12', 'toAge=500']) {
      const res = await t.inject('GET', `/performers/user/search?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
