import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonBody, ok } from '@/lib/testing/fake-api';
import { fileView } from '@/features/feeds/testing';
import * as assetView from './asset-view';
import { sendReaction, toggled } from './reactions';
import { gallery, photo, product, reel, video } from './testing';

describe('list answers', () => {
  it('reads { data, total } and drops items without an id', () => {
    expect(assetView.toPage({ data: [{ _id: 'a' }, { nope: 1 }, null, { _id: 'b' }], total: 7 })).toEqual({
      items: [{ _id: 'a' }, { _id: 'b' }],
      total: 7,
    });
    expect(assetView.toPage([{ _id: 'a' }])).toEqual({ items: [{ _id: 'a' }], total: 1 });
    expect(assetView.toPage(null)).toEqual({ items: [], total: 0 });
  });

  it('reads bookmarks as the objects they point at', () => {
    const answer = {
      data: [
        { _id: 'r1', objectInfo: { _id: 'g1' } },
        { _id: 'r2', objectInfo: null },
      ],
      total: 2,
    };
    expect(assetView.toBookmarkPage(answer)).toEqual({ items: [{ _id: 'g1' }], total: 2 });
    expect(assetView.toBookmarkPage({})).toEqual({ items: [], total: 0 });
  });
});

describe('what a viewer may open', () => {
  it('locks an item for sale behind its price, any other behind a subscription', () => {
    expect(assetView.assetLock({ canView: true, isSale: true, price: 5 })).toBeNull();
    expect(assetView.assetLock({ canView: false, isSale: true, price: 5 })).toBe('purchase');
    expect(assetView.assetLock({ canView: false, isSale: false, price: 0 })).toBe('subscription');
    expect(assetView.assetLock({ canView: false, isSale: true, price: 0 })).toBe('subscription');
  });

  it('lets buyers (and owners, who count as buyers) download digital products that have a file', () => {
    expect(assetView.canDownload(product({ type: 'digital', isBought: true, digitalFileId: 'f' }))).toBe(true);
    expect(assetView.canDownload(product({ type: 'digital', isBought: false, digitalFileId: 'f' }))).toBe(false);
    expect(assetView.canDownload(product({ type: 'digital', isBought: true, digitalFileId: null }))).toBe(false);
    expect(assetView.canDownload(product({ type: 'physical', isBought: true }))).toBe(false);
  });
});

describe('pictures', () => {
  it("uses a gallery cover's thumbnail, else its image, else nothing", () => {
    expect(assetView.galleryCover(gallery())).toContain('variant=thumb');
    expect(assetView.galleryCover(gallery({ coverPhoto: { url: 'http://x/full', thumbnails: [] } }))).toBe(
      'http://x/full',
    );
    expect(assetView.galleryCover(gallery({ coverPhoto: null }))).toBeNull();
  });

  it("picks a video's poster: thumbnail, a frame of the video, the teaser's, the blurred preview", () => {
    const thumb = fileView({ _id: 't', url: 'http://x/thumb.webp' });
    expect(assetView.videoPoster(video({ thumbnail: thumb }))).toBe('http://x/thumb.webp');
    expect(assetView.videoPoster(video())).toBe('http://api.test/thumb/a.jpg');
    const locked = video({ video: fileView({ thumbnails: [], url: null, preview: 'http://x/blur.webp' }) });
    expect(assetView.videoPoster(locked)).toBe('http://x/blur.webp');
    expect(
      assetView.videoPoster(video({ video: null, teaser: fileView({ thumbnails: ['http://x/teaser.webp'] }) })),
    ).toBe('http://x/teaser.webp');
  });

  it("shows a reel's and a photo's still, the blurred preview when locked", () => {
    expect(assetView.reelPoster(reel())).toBe('http://api.test/thumb/r1.webp');
    expect(assetView.reelPoster(reel({ thumbnail: null, video: fileView({ thumbnails: [], preview: 'p' }) }))).toBe(
      'p',
    );
    expect(assetView.photoThumb(photo({ photo: fileView({ thumbnails: [], url: null, preview: 'blur' }) }))).toBe(
      'blur',
    );
  });
});

describe('labels', () => {
  it('formats durations, counts and stock', () => {
    expect(assetView.formatDuration(65)).toBe('1:05');
    expect(assetView.formatDuration(3723)).toBe('1:02:03');
    expect(assetView.formatDuration(null)).toBe('');
    expect(assetView.formatDuration(0)).toBe('');
    expect(assetView.stockLabel(product({ stock: 3 }))).toEqual({ key: 'inStock', count: 3 });
    expect(assetView.stockLabel(product({ stock: 0 }))).toEqual({ key: 'outOfStock' });
    expect(assetView.stockLabel(product({ type: 'digital', stock: 0 }))).toEqual({ key: 'digital' });
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
