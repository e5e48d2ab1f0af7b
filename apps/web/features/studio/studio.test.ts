import { describe, expect, it } from 'vitest';
import {
  creatorGalleryPath,
  editProductPath,
  editVideoPath,
  galleryPath,
  productPath,
  reelsPath,
  videoPath,
} from '@/lib/routes';
import { CREATOR_CONTENT_HREFS } from '@/lib/testing/creator-content-hrefs';
import { STUDIO_SECTIONS, countLine, isCurrentSection } from './studio';

describe('studio', () => {
  it('marks the section on screen, its sub-pages included', () => {
    expect(isCurrentSection('/creator/videos', '/creator/videos')).toBe(true);
    expect(isCurrentSection('/creator/videos/v1/edit', '/creator/videos')).toBe(true);
    expect(isCurrentSection('/creator/videosx', '/creator/videos')).toBe(false);
    expect(STUDIO_SECTIONS.map((s) => s.href)).toEqual([
      ...CREATOR_CONTENT_HREFS,
      '/creator/subscribers',
      '/creator/earnings',
      '/creator/payouts',
    ]);
  });

  it('counts with the right word', () => {
    expect(countLine(false, 0, 'video')).toBe('Loading…');
    expect(countLine(true, 1, 'gallery', 'galleries')).toBe('1 gallery');
    expect(countLine(true, 2, 'gallery', 'galleries')).toBe('2 galleries');
  });
});

describe('content paths', () => {
  it('uses the slug when there is one, else the id', () => {
    expect(galleryPath({ _id: 'g1', slug: 'summer-in-lisbon' })).toBe('/galleries/summer-in-lisbon');
    expect(videoPath({ _id: 'v1', slug: '' })).toBe('/videos/v1');
    expect(productPath({ _id: 'p1', slug: 'poster' })).toBe('/store/poster');
    expect(creatorGalleryPath('g1')).toBe('/creator/galleries/g1');
    expect(editVideoPath('v1')).toBe('/creator/videos/v1/edit');
    expect(editProductPath('p 1')).toBe('/creator/products/p%201/edit');
  });

  it('opens the reels player on one reel and one creator', () => {
    expect(reelsPath()).toBe('/reels');
    expect(reelsPath({ reel: 'r1' })).toBe('/reels?reel=r1');
    expect(reelsPath({ reel: 'r1', performerId: 'p1' })).toBe('/reels?performerId=p1&reel=r1');
  });
});
