import { describe, expect, it } from 'vitest';
import { isProfileId } from '@/features/profile/profile.types';
import { creatorProfileId, toCreatorList, toCreatorPage } from './creator.types';

describe('toCreatorList', () => {
  it('reads data.data, drops items without an id and caps the count', () => {
    const answer = { data: [{ _id: 'a', name: 'A' }, { name: 'no id' }, null, { _id: 'b' }, { _id: 'c' }] };
    expect(toCreatorList(answer, 2).map((c) => c._id)).toEqual(['a', 'b']);
  });

  it('is empty for anything unexpected', () => {
    expect(toCreatorList(null, 5)).toEqual([]);
    expect(toCreatorList({ data: 'x' }, 5)).toEqual([]);
  });

  it('links by username, else id', () => {
    expect(creatorProfileId({ _id: '1', username: 'star' })).toBe('star');
    expect(creatorProfileId({ _id: '1' })).toBe('1');
  });
});

describe('toCreatorPage', () => {
  it('reads items and total of a paged answer', () => {
    expect(toCreatorPage({ data: [{ _id: 'a' }, { _id: 'b' }], total: 14 }, 12)).toEqual({
      items: [{ _id: 'a' }, { _id: 'b' }],
      total: 14,
    });
  });

  it('counts the items when there is no total, and is empty for junk', () => {
    expect(toCreatorPage({ data: [{ _id: 'a' }] }, 12).total).toBe(1);
    expect(toCreatorPage('nope', 12)).toEqual({ items: [], total: 0 });
  });
});

describe('isProfileId', () => {
  it('accepts usernames and ids, rejects files and reserved routes', () => {
    expect(isProfileId('star_01')).toBe(true);
    expect(isProfileId('65f0c0ffee0123456789abcd')).toBe(true);
    expect(isProfileId('favicon.ico')).toBe(false);
    expect(isProfileId('admin')).toBe(false);
    expect(isProfileId('')).toBe(false);
  });
});
