import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonBody, ok } from '@/lib/testing/fake-api';
import { fileView } from '@/features/feeds/testing';
import {
  assetLock,
  canDownload,
  countOf,
  formatDuration,
  galleryCover,
  photoThumb,
  reelPoster,
  stockLabel,
  toBookmarkPage,
  toPage,
  videoPoster,
} from './asset-view';
import { sendReaction, toggled } from './reactions';
import { gallery, photo, product, reel, video } from './testing';

describe('list answers', () => {
  it('reads { data, total } and drops items without an id', () => {
    expect(toPage({ data: [{ _id: 'a' }, { nope: 1 }, null, { _id: 'b' }], total: 7 })).toEqual({
      items: [{ _id: 'a' }, { _id: 'b' }],
      total: 7,
    });
    expect(toPage([{ _id: 'a' }])).toEqual({ items: [{ _id: 'a' }], total: 1 });
    expect(toPage(null)).toEqual({ items: [], total: 0 });
  });

  it('reads bookmarks as the objects they point at', () => {
    const answer = {
      data: [
        { _id: 'r1', objectInfo: { _id: 'g1' } },
        { _id: 'r2', objectInfo: null },
      ],
      total: 2,
    };
    expect(toBookmarkPage(answer)).toEqual({ items: [{ _id: 'g1' }], total: 2 });
    expect(toBookmarkPage({})).toEqual({ items: [], total: 0 });
  });
});

describe('what a viewer may open', () => {
  it('locks an item for sale behind its price, any other behind a subscription', () => {
    expect(assetLock({ canView: true, isSale: true, price: 5 })).toBeNull();
    expect(assetLock({ canView: false, isSale: true, price: 5 })).toBe('purchase');
    expect(assetLock({ canView: false, isSale: false, price: 0 })).toBe('subscription');
    expect(assetLock({ canView: false, isSale: true, price: 0 })).toBe('subscription');
  });

  it('lets buyers (and owners, who count as buyers) download digital products that have a file', () => {
    expect(canDownload(product({ type: 'digital', isBought: true, digitalFileId: 'f' }))).toBe(true);
    expect(canDownload(product({ type: 'digital', isBought: false, digitalFileId: 'f' }))).toBe(false);
    expect(canDownload(product({ type: 'digital', isBought: true, digitalFileId: null }))).toBe(false);
    expect(canDownload(product({ type: 'physical', isBought: true }))).toBe(false);
  });
});

describe('pictures', () => {
  it("uses a gallery cover's thumbnail, else its image, else nothing", () => {
    expect(galleryCover(gallery())).toContain('variant=thumb');
    expect(galleryCover(gallery({ coverPhoto: { url: 'http://x/full', thumbnails: [] } }))).toBe('http://x/full');
    expect(galleryCover(gallery({ coverPhoto: null }))).toBeNull();
  });

  it("picks a video's poster: thumbnail, a frame of the video, the teaser's, the blurred preview", () => {
    const thumb = fileView({ _id: 't', url: 'http://x/thumb.webp' });
    expect(videoPoster(video({ thumbnail: thumb }))).toBe('http://x/thumb.webp');
    expect(videoPoster(video())).toBe('http://api.test/thumb/a.jpg');
    const locked = video({ video: fileView({ thumbnails: [], url: null, preview: 'http://x/blur.webp' }) });
    expect(videoPoster(locked)).toBe('http://x/blur.webp');
    expect(videoPoster(video({ video: null, teaser: fileView({ thumbnails: ['http://x/teaser.webp'] }) }))).toBe(
      'http://x/teaser.webp',
    );
  });

  it("shows a reel's and a photo's still, the blurred preview when locked", () => {
    expect(reelPoster(reel())).toBe('http://api.test/thumb/r1.webp');
    expect(reelPoster(reel({ thumbnail: null, video: fileView({ thumbnails: [], preview: 'p' }) }))).toBe('p');
    expect(photoThumb(photo({ photo: fileView({ thumbnails: [], url: null, preview: 'blur' }) }))).toBe('blur');
  });
});

describe('labels', () => {
  it('formats durations, counts and stock', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(0)).toBe('');
    expect(countOf(1, 'photo')).toBe('1 photo');
    expect(countOf(3, 'gallery', 'galleries')).toBe('3 galleries');
    expect(stockLabel(product({ stock: 3 }))).toBe('3 in stock');
    expect(stockLabel(product({ stock: 0 }))).toBe('Out of stock');
    expect(stockLabel(product({ type: 'digital', stock: 0 }))).toBe('Digital download');
  });
});

describe('reactions', () => {
  it('moves the like count only when the like really changes', () => {
    const start = { liked: false, bookmarked: false, likes: 2 };
    expect(toggled(start, 'like', true)).toEqual({ liked: true, bookmarked: false, likes: 3 });
    expect(toggled({ ...start, liked: true }, 'like', true)).toEqual({ ...start, liked: true });
    expect(toggled({ ...start, likes: 0, liked: true }, 'like', false).likes).toBe(0);
    expect(toggled(start, 'bookmark', true)).toEqual({ ...start, bookmarked: true });
  });

  it('posts a reaction on and deletes it off, with the object type', async () => {
    const seen = vi.fn();
    const { api } = fakeApi({
      'POST /reactions': (init) => (seen('on', jsonBody(init)), ok({})),
      'DELETE /reactions': (init) => (seen('off', jsonBody(init)), ok(true)),
    });
    await sendReaction(api, 'gallery', 'g1', 'bookmark', true);
    await sendReaction(api, 'reel', 'r1', 'like', false);
    expect(seen.mock.calls).toEqual([
      ['on', { objectId: 'g1', objectType: 'gallery', action: 'bookmark' }],
      ['off', { objectId: 'r1', objectType: 'reel', action: 'like' }],
    ]);
  });
});
