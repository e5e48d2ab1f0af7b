import { describe, expect, it } from 'vitest';
import { fixtureBuilder, fixtureStamps } from './fixture-builder';

interface Item {
  _id: string;
  tags: string[];
  cursor: string;
  createdAt: string;
}

const item = fixtureBuilder<Item>((overrides) => ({
  _id: 'i1',
  tags: [],
  cursor: `c-${overrides._id ?? 'i1'}`,
  createdAt: fixtureStamps.createdAt,
}));

describe('fixtureBuilder', () => {
  it('puts the overrides on top of the defaults, which may be made from them', () => {
    expect(item()).toEqual({ _id: 'i1', tags: [], cursor: 'c-i1', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(item({ _id: 'i2' })).toMatchObject({ _id: 'i2', cursor: 'c-i2' });
    expect(item({ _id: 'i2', cursor: 'mine' }).cursor).toBe('mine');
  });

  it('builds a new object each time, so a test may change what it gets', () => {
    item().tags.push('changed');
    expect(item().tags).toEqual([]);
  });
});
