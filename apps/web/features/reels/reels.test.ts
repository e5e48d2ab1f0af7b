import { ASSET_MESSAGES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { reel } from '@/features/assets/testing';
import { EMPTY_REEL, reelFormValues, toReelFields } from './reel-form';
import { initialReelsFeed, reelsFeedActions as a, reelsFeedSlice, type ReelsFeedState } from './reels.slice';
import { createViewTracker } from './view-tracker';

const run = (...actions: Parameters<typeof reelsFeedSlice.reducer>[1][]): ReelsFeedState =>
  actions.reduce(reelsFeedSlice.reducer, initialReelsFeed);

describe('view tracker', () => {
  it('counts a view once, after two seconds of real playback', () => {
    const tracker = createViewTracker(2);
    const times = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75];
    expect(times.map((t) => tracker.onTime('r1', t))).toEqual(times.map(() => false));
    expect(tracker.onTime('r1', 2.01)).toBe(true);
    expect(tracker.onTime('r1', 2.3)).toBe(false);
    expect(tracker.hasSent('r1')).toBe(true);
  });

  it('does not count seeks, loops or time before a pause', () => {
    const tracker = createViewTracker(2);
    tracker.onTime('r1', 0);
    expect(tracker.onTime('r1', 5)).toBe(false); // a seek
    expect(tracker.onTime('r1', 0.1)).toBe(false); // the loop back
    tracker.onTime('r1', 1);
    tracker.paused('r1');
    tracker.onTime('r1', 3); // a new stretch starts here
    expect(tracker.onTime('r1', 3.5)).toBe(false);
    expect(tracker.onTime('r1', 4.2)).toBe(true);
  });

  it('keeps reels apart, and may try again after a failed request', () => {
    const tracker = createViewTracker(1);
    tracker.onTime('a', 0);
    tracker.onTime('b', 0);
    expect(tracker.onTime('a', 1)).toBe(true);
    expect(tracker.onTime('b', 0.5)).toBe(false);
    tracker.retry('a');
    tracker.onTime('a', 1);
    expect(tracker.onTime('a', 2)).toBe(true);
  });
});

describe('reels feed', () => {
  it('appends pages without duplicates and knows when the feed is done', () => {
    let state = run(
      a.requested(),
      a.pageLoaded({ items: [reel({ _id: 'a' }), reel({ _id: 'b' })], total: 3, limit: 2 }),
    );
    expect(state).toMatchObject({ offset: 2, loading: false, loaded: true, done: false, total: 3 });
    state = reelsFeedSlice.reducer(
      state,
      a.pageLoaded({ items: [reel({ _id: 'b' }), reel({ _id: 'c' })], total: 3, limit: 2 }),
    );
    expect(state.items.map((r) => r._id)).toEqual(['a', 'b', 'c']);
    expect(state.done).toBe(true);
  });

  it('puts a reel opened by link first, once', () => {
    const state = run(
      a.pinned(reel({ _id: 'x' })),
      a.pinned(reel({ _id: 'x' })),
      a.pageLoaded({ items: [reel({ _id: 'a' }), reel({ _id: 'x' })], total: 2, limit: 6 }),
    );
    expect(state.items.map((r) => r._id)).toEqual(['x', 'a']);
  });

  it('shows the counted views and moves likes only when they change', () => {
    let state = run(
      a.pageLoaded({ items: [reel({ _id: 'a', stats: { views: 4, likes: 1, comments: 0 } })], total: 1, limit: 6 }),
    );
    state = [
      a.viewCounted({ reelId: 'a', views: 5 }),
      a.liked({ reelId: 'a', on: true }),
      a.liked({ reelId: 'a', on: true }),
    ].reduce(reelsFeedSlice.reducer, state);
    expect(state.items[0]).toMatchObject({ isLiked: true, stats: { views: 5, likes: 2 } });
    state = reelsFeedSlice.reducer(state, a.failed('Network down'));
    expect(state).toMatchObject({ error: 'Network down', loading: false });
    state = reelsFeedSlice.reducer(state, a.replaced(reel({ _id: 'a', title: 'fresh' })));
    expect(state.items[0]!.title).toBe('fresh');
  });
});

describe('reel form', () => {
  it('checks the price for sale and fills from a reel', () => {
    expect(toReelFields({ ...EMPTY_REEL, isSale: true })).toEqual({
      ok: false,
      errors: { price: ASSET_MESSAGES.priceNeeded },
    });
    expect(toReelFields({ ...EMPTY_REEL, title: ' Hi ', isSale: true, price: '2' })).toEqual({
      ok: true,
      fields: { title: 'Hi', description: '', status: 'active', isSale: true, price: 2 },
    });
    expect(reelFormValues(reel({ status: 'file-error' })).status).toBe('active');
  });
});
