import { describe, expect, it } from 'vitest';
import { activeFilterCount, cleanCreatorFilters, isCreatorSort } from './creator-filters';

describe('cleanCreatorFilters', () => {
  it('keeps known filters with listed values', () => {
    expect(
      cleanCreatorFilters({ eyes: 'green', gender: 'female', q: ' ada ', country: 'FR', isFreeSubscription: 'true' }),
    ).toEqual({
      eyes: 'green',
      gender: 'female',
      q: 'ada',
      country: 'FR',
      isFreeSubscription: 'true',
    });
  });

  it('drops unknown keys, unlisted values and empty ones, and takes the first of repeated keys', () => {
    expect(
      cleanCreatorFilters({
        eyes: 'violet',
        hair: '',
        offset: '9',
        country: 'France',
        isFreeSubscription: 'false',
        age: ['20_22', '23_25'],
      }),
    ).toEqual({ age: '20_22' });
  });

  it('keeps one category id and drops anything else in categoryIds', () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    expect(cleanCreatorFilters({ categoryIds: [id, '65a1b2c3d4e5f60718293a4c'] })).toEqual({ categoryIds: id });
    expect(cleanCreatorFilters({ categoryIds: 'fitness' })).toEqual({});
    expect(cleanCreatorFilters({ categoryIds: `${id}' or 1=1` })).toEqual({});
  });

  it('keeps live now and a listed price cap only', () => {
    expect(cleanCreatorFilters({ streamingStatus: 'live', maxPrice: '10' })).toEqual({
      streamingStatus: 'live',
      maxPrice: '10',
    });
    expect(cleanCreatorFilters({ streamingStatus: 'offline', maxPrice: '7' })).toEqual({});
  });

  it('counts active filters and knows the sorts', () => {
    expect(activeFilterCount({ eyes: 'green', q: '' })).toBe(1);
    expect(isCreatorSort('popular')).toBe(true);
    expect(isCreatorSort('updatedAt')).toBe(false);
  });
});
