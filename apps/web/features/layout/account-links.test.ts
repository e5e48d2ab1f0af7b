import { describe, expect, it } from 'vitest';
import { CREATOR_CONTENT_HREFS } from '@/lib/testing/creator-content-hrefs';
import { accountLinks } from './account-links';

type AccountUser = Parameters<typeof accountLinks>[0];

/** What every signed-in account starts with: the timeline, reels, the creators list and live shows. */
const everyone = ['/home', '/reels', '/creators', '/live'];

/** Where the links of a signed-in fan or creator go, in menu order, after what everyone gets. */
const menus: [who: string, user: AccountUser, hrefs: string[]][] = [
  [
    'a fan bookmarks, subscriptions, following, messages, the wallet, orders, private shows and the fan account',
    { _id: 'u1', username: 'ada', isPerformer: false },
    [
      '/user/bookmarks',
      '/user/subscriptions',
      '/user/following',
      '/messages',
      '/wallet',
      '/orders',
      '/private-shows',
      '/user/account',
    ],
  ],
  [
    'a creator their profile (by username), their studio and the creator account',
    { _id: 'p1', username: 'star', isPerformer: true },
    [
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
    ],
  ],
];

describe('accountLinks', () => {
  it.each(menus)('gives %s after the timeline, reels, the creators list and live shows', (_who, user, hrefs) => {
    expect(accountLinks(user).map((l) => l.href)).toEqual([...everyone, ...hrefs]);
  });

  it('links a creator without a username to their profile by id', () => {
    expect(accountLinks({ _id: 'p1', isPerformer: true })[4]?.href).toBe('/p1');
  });

  it('labels each link once', () => {
    const labels = accountLinks({ _id: 'p1', username: 'star', isPerformer: true }).map((l) => l.key);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
