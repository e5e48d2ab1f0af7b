import { describe, expect, it } from 'vitest';
import * as feedView from './feed-view';
import { feed, fileView, poll } from './testing';

describe('toFeedPage and toBookmarkPage', () => {
  it('keeps only feed-shaped items and reads the total', () => {
    const page = feedView.toFeedPage({ data: [feed(), { _id: 'x' }, null, 'junk'], total: 40 });
    expect(page.items.map((f) => f._id)).toEqual(['feed1']);
    expect(page.total).toBe(40);
    expect(feedView.toFeedPage(null)).toEqual({ items: [], total: 0 });
    expect(feedView.toFeedPage({ data: [feed()] }).total).toBe(1);
  });

  it('takes bookmarked posts from each reaction’s objectInfo', () => {
    const answer = {
      data: [
        { _id: 'r1', objectInfo: feed({ _id: 'f9' }) },
        { _id: 'r2', objectInfo: null },
      ],
      total: 2,
    };
    const page = feedView.toBookmarkPage(answer);
    expect(page.items.map((f) => f._id)).toEqual(['f9']);
    expect(page.total).toBe(2);
  });
});

describe('locks (contract 4.6 view rule)', () => {
  const photos = [fileView({ _id: 'a', url: null }), fileView({ _id: 'b', url: null, preview: null })];

  it('a viewable post, a text post or a post without files is never locked', () => {
    expect(feedView.lockOf(feed({ type: 'photo', files: photos, canView: true }))).toBeNull();
    expect(feedView.lockOf(feed({ type: 'text', canView: false }))).toBeNull();
    expect(feedView.lockOf(feed({ type: 'photo', files: [], canView: false }))).toBeNull();
  });

  it('pay-per-view posts are unlocked by buying, the others by subscribing', () => {
    expect(feedView.lockOf(feed({ type: 'photo', files: photos, canView: false, isSale: true, price: 5 }))).toBe(
      'purchase',
    );
    expect(feedView.lockOf(feed({ type: 'video', files: photos, canView: false }))).toBe('subscription');
  });

  it('the preview is the first blurred preview, else the card thumbnail', () => {
    expect(feedView.lockedPreview(feed({ files: photos }))).toBe('http://api.test/preview/a.jpg');
    expect(
      feedView.lockedPreview(
        feed({ files: [fileView({ preview: null, thumbnails: ['http://t/1.jpg'] })], thumbnail: null }),
      ),
    ).toBe('http://t/1.jpg');
    expect(feedView.lockedPreview(feed())).toBeNull();
  });

  it('describes what the post holds', () => {
    const video = fileView({ type: 'feed-video' });
    expect(feedView.describeMedia(feed({ files: [...photos, video] }))).toEqual([
      { kind: 'photo', count: 2 },
      { kind: 'video', count: 1 },
    ]);
  });
});

describe('polls', () => {
  it('rounds percentages so they add up to 100', () => {
    expect(feedView.percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(feedView.percentages([2, 1])).toEqual([67, 33]);
    expect(feedView.percentages([0, 0])).toEqual([0, 0]);
    expect(feedView.percentages([5, 0, 0])).toEqual([100, 0, 0]);
  });

  const now = Date.parse('2026-03-01T12:00:00Z');
  const base = feed({
    pollDescription: 'Beach or city?',
    polls: [
      poll({ _id: 'o1', description: 'Beach', totalVote: 3 }),
      poll({ _id: 'o2', description: 'City', totalVote: 1 }),
    ],
  });

  it('hides results until the viewer votes; then shows shares and the choice', () => {
    const before = feedView.pollOf(base, { now })!;
    expect(before).toMatchObject({ question: 'Beach or city?', showResults: false, canVote: true, totalVotes: 4 });
    const after = feedView.pollOf({ ...base, votedPollId: 'o2' }, { now })!;
    expect(after).toMatchObject({ showResults: true, canVote: false, voted: true });
    expect(after.options.map((o) => [o.description, o.percent, o.chosen])).toEqual([
      ['Beach', 75, false],
      ['City', 25, true],
    ]);
  });

  it('a closed poll shows results and takes no votes; the creator always sees results', () => {
    const closed = feedView.pollOf({ ...base, pollExpiredAt: '2026-02-01T00:00:00Z' }, { now })!;
    expect(closed).toMatchObject({ closed: true, showResults: true, canVote: false });
    const open = feedView.pollOf({ ...base, pollExpiredAt: '2026-04-01T00:00:00Z' }, { now })!;
    expect(open.closed).toBe(false);
    expect(feedView.pollOf(base, { now, isOwner: true })).toMatchObject({ showResults: true, canVote: false });
    expect(feedView.pollOf(base, { now, signedIn: false })?.canVote).toBe(false);
    expect(feedView.pollOf(feed(), { now })).toBeNull();
  });
});

describe('dates and paths', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:30Z', { unit: 'now' }],
    ['2026-03-10T11:15:00Z', { unit: 'minutes', count: 45 }],
    ['2026-03-10T07:00:00Z', { unit: 'hours', count: 5 }],
    ['2026-03-08T12:00:00Z', { unit: 'days', count: 2 }],
    ['2026-01-15T12:00:00Z', { unit: 'date', text: 'Jan 15' }],
    ['2025-01-15T12:00:00Z', { unit: 'date', text: 'Jan 15, 2025' }],
    ['nonsense', null],
  ])('gives short ages, then dates: %s is %j', (date, age) => {
    expect(feedView.postAge(date, now)).toEqual(age);
  });

  it('says how long a poll stays open', () => {
    expect(feedView.timeLeft('2026-03-13T12:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
    expect(feedView.timeLeft('2026-03-10T17:00:00Z', now)).toEqual({ unit: 'hours', count: 5 });
    expect(feedView.timeLeft('2026-03-10T12:01:00Z', now)).toEqual({ unit: 'minutes', count: 1 });
    expect(feedView.timeLeft('2026-03-01T00:00:00Z', now)).toBeNull();
  });

  it('links a post by slug, else id; spots HLS playlists', () => {
    expect(feedView.postPath({ _id: 'f1', slug: 'post-123' })).toBe('/posts/post-123');
    expect(feedView.postPath({ _id: 'f1', slug: '' })).toBe('/posts/f1');
    expect(feedView.isHls('http://cdn/v/master.m3u8?sig=1')).toBe(true);
    expect(feedView.isHls('http://cdn/v/a.mp4')).toBe(false);
  });
});
