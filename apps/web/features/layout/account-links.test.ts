import { describe, expect, it } from 'vitest';
import { accountLinks } from './account-links';

describe('accountLinks', () => {
  it('gives a fan the timeline, the creators list, bookmarks and the fan account', () => {
    expect(accountLinks({ _id: 'u1', username: 'ada', isPerformer: false }).map((l) => l.href)).toEqual([
      '/home',
      '/creators',
      '/user/bookmarks',
      '/user/account',
    ]);
  });

  it('gives a creator their profile (by username, else id), their posts and the creator account', () => {
    expect(accountLinks({ _id: 'p1', username: 'star', isPerformer: true }).map((l) => l.href)).toEqual([
      '/home',
      '/creators',
      '/star',
      '/creator/posts',
      '/creator/account',
    ]);
    expect(accountLinks({ _id: 'p1', isPerformer: true })[2]?.href).toBe('/p1');
  });
});
