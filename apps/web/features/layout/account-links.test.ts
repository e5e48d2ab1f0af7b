import { describe, expect, it } from 'vitest';
import { CREATOR_CONTENT_HREFS } from '@/lib/testing/creator-content-hrefs';
import { accountLinks } from './account-links';

/** Where the links of a signed-in fan or creator go, in menu order. */
const hrefsOf = (user: Parameters<typeof accountLinks>[0]) => accountLinks(user).map((l) => l.href);
/** What every signed-in account starts with: the timeline, reels, the creators list and live shows. */
const everyone = ['/home', '/reels', '/creators', '/live'];

describe('accountLinks', () => {
  it('gives a fan the timeline, reels, the creators list, bookmarks, the wallet, orders, private shows and the fan account', () => {
    expect(hrefsOf({ _id: 'u1', username: 'ada', isPerformer: false })).toEqual([
      ...everyone,
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
    expect(hrefsOf({ _id: 'p1', username: 'star', isPerformer: true })).toEqual([
      ...everyone,
      '/star',
      '/creator/live',
      '/private-shows',
      ...CREATOR_CONTENT_HREFS,
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
