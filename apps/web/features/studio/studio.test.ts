import { describe, expect, it } from 'vitest';
import * as routes from '@/lib/routes';
import { CREATOR_CONTENT_HREFS } from '@/lib/testing/creator-content-hrefs';
import { STUDIO_SECTIONS, isCurrentSection } from './studio';

describe('studio', () => {
  it.each([
    ['/creator/videos', true],
    ['/creator/videos/v1/edit', true],
    ['/creator/videosx', false],
  ])('marks the section on screen, its sub-pages included: %s is in /creator/videos: %s', (pathname, current) => {
    expect(isCurrentSection(pathname, '/creator/videos')).toBe(current);
  });

  it('lists the content sections, then subscribers, earnings and payouts', () => {
    expect(STUDIO_SECTIONS.map((s) => s.href)).toEqual([
      ...CREATOR_CONTENT_HREFS,
      '/creator/subscribers',
      '/creator/earnings',
      '/creator/payouts',
    ]);
  });
});

describe('content paths', () => {
  it('uses the slug when there is one, else the id', () => {
    expect(routes.galleryPath({ _id: 'g1', slug: 'summer-in-lisbon' })).toBe('/galleries/summer-in-lisbon');
    expect(routes.videoPath({ _id: 'v1', slug: '' })).toBe('/videos/v1');
    expect(routes.productPath({ _id: 'p1', slug: 'poster' })).toBe('/store/poster');
    expect(routes.creatorGalleryPath('g1')).toBe('/creator/galleries/g1');
    expect(routes.editVideoPath('v1')).toBe('/creator/videos/v1/edit');
    expect(routes.editProductPath('p 1')).toBe('/creator/products/p%201/edit');
  });

  it('opens the reels player on one reel and one creator', () => {
    expect(routes.reelsPath()).toBe('/reels');
    expect(routes.reelsPath({ reel: 'r1' })).toBe('/reels?reel=r1');
    expect(routes.reelsPath({ reel: 'r1', performerId: 'p1' })).toBe('/reels?performerId=p1&reel=r1');
  });
});
