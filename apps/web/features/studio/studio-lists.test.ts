import { describe, expect, it, vi } from 'vitest';
import { STUDIO_LISTS } from './studio-lists';

// The icons are JSX, which these tests do not compile; the lists only hold them.
vi.mock('@/features/layout/icons', () => ({
  BagIcon: 'bag',
  FilmIcon: 'film',
  ImageIcon: 'image',
  VideoIcon: 'video',
}));

describe('STUDIO_LISTS', () => {
  it('lists and deletes each kind at its own endpoints', () => {
    expect(
      Object.fromEntries(Object.entries(STUDIO_LISTS).map(([name, kind]) => [name, [kind.one, kind.api]])),
    ).toEqual({
      videos: [
        'video',
        { list: '/performer/performer-assets/videos/search', item: '/performer/performer-assets/videos' },
      ],
      products: [
        'product',
        { list: '/performer/performer-assets/products/search', item: '/performer/performer-assets/products' },
      ],
      galleries: [
        'gallery',
        { list: '/performer/performer-assets/galleries/search', item: '/performer/performer-assets/galleries' },
      ],
      reels: ['reel', { list: '/reels/performer/my-reels', item: '/reels' }],
    });
  });
});
