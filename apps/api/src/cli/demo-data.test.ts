import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/index.js';
import { withTestApp } from '../test/lifecycle.js';
import { seedDemo } from './demo-data.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('demo data', () => {
  it('builds a site with accounts, follows, subscriptions and posts whose media is processed', async () => {
    const created = await seedDemo(t.services, 'fanlane-demo');
    expect(created?.map((a) => a.username)).toContain('fanjamie');
    expect(await seedDemo(t.services, 'fanlane-demo')).toBeNull();
    await t.services.jobs.drain();
    const login = await t.inject('POST', '/auth/login', null, { username: 'fanjamie', password: 'fanlane-demo' });
    const token = login.json().data.token as string;
    const home = (
      await t.inject('GET', '/user/feeds?isHome=true&limit=50', null, undefined, { authorization: token })
    ).json().data;
    expect(home.total).toBe(10);
    const video = home.data.find((f: { type: string; isSale: boolean }) => f.type === 'video' && !f.isSale);
    expect(video.files[0]).toMatchObject({ status: 'finished', mimeType: 'video/mp4' });
    expect(video.canView).toBe(true);
    // Subscribed to lunavale, but the pay-per-view set is not bought: locked, with its price.
    const sale = home.data.find(
      (f: { isSale: boolean; performer: { username: string } }) => f.isSale && f.performer.username === 'lunavale',
    );
    expect(sale).toMatchObject({ canView: false, price: 5 });
    expect(sale.files.every((f: { url: string | null }) => f.url === null)).toBe(true);

    const galleries = (
      await t.inject('GET', '/performer-assets/galleries/search', null, undefined, { authorization: token })
    ).json().data;
    expect(galleries.total).toBe(2);
    const videos = (
      await t.inject('GET', '/performer-assets/videos/search', null, undefined, { authorization: token })
    ).json().data;
    const reels = (await t.inject('GET', '/reels/feed', null, undefined, { authorization: token })).json().data;
    expect(reels.total).toBe(3);
    const products = (await t.inject('GET', '/performer-assets/products/search')).json().data;
    expect(products.total).toBe(2);
    expect(videos.data.map((v: { title: string }) => v.title).sort()).toEqual([
      'Full-body routine',
      'Live at the warehouse',
    ]);
    // Creator categories, and creators in them.
    const categories = (await t.inject('GET', '/performer-categories')).json().data;
    expect(categories.data.map((c: { slug: string }) => c.slug)).toEqual([
      'fitness',
      'music',
      'travel',
      'cooking',
      'photography',
      'lifestyle',
    ]);
    const lifestyle = categories.data.find((c: { slug: string }) => c.slug === 'lifestyle')._id;
    const inLifestyle = (await t.inject('GET', `/performers/user/search?categoryIds=${lifestyle}`)).json().data;
    expect(inLifestyle.data.map((p: { username: string }) => p.username).sort()).toEqual(['kaimoreno', 'lunavale']);
  }, 120_000);
});
