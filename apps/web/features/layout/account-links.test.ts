import { describe, expect, it } from 'vitest';
import { accountLinks } from './account-links';

describe('accountLinks', () => {
  it('gives a fan the timeline, reels, the creators list, bookmarks, the wallet, orders, private shows and the fan account', () => {
    expect(accountLinks({ _id: 'u1', username: 'ada', isPerformer: false }).map((l) => l.href)).toEqual([
      '/home',
      '/reels',
      '/creators',
      '/live',
      '/user/bookmarks',
      '/user/subscriptions',
      '/user/following',
      '/messages',
      '/wallet',
      '/orders',
      '/private-shows',
      '/user/account',
    ]);
  });

  it('gives a creator their profile (by username, else id), their studio and the creator account', () => {
    expect(accountLinks({ _id: 'p1', username: 'star', isPerformer: true }).map((l) => l.href)).toEqual([
      '/home',
      '/reels',
      '/creators',
      '/live',
      '/star',
      '/creator/live',
      '/private-shows',
      '/creator/posts',
      '/creator/galleries',
      '/creator/videos',
      '/creator/reels',
      '/creator/products',
      '/creator/orders',
      '/messages',
      '/creator/subscribers',
      '/creator/followers',
      '/creator/earnings',
      '/creator/payouts',
      '/creator/account',
    ]);
    expect(accountLinks({ _id: 'p1', isPerformer: true })[4]?.href).toBe('/p1');
  });

  it('labels each link once', () => {
    const labels = accountLinks({ _id: 'p1', username: 'star', isPerformer: true }).map((l) => l.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
