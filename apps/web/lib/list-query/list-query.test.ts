import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, DEFAULT_SORT_BY, MAX_PAGE_SIZE } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import * as listQuery from './list-query';

type ListState = listQuery.ListState;

const q = (text: string) => new URLSearchParams(text);

describe('parseListQuery', () => {
  it('uses the shared defaults on an empty query: page 1, updatedAt desc', () => {
    expect(listQuery.parseListQuery(q(''))).toEqual({
      current: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sortBy: DEFAULT_SORT_BY,
      sort: DEFAULT_SORT,
      filters: {},
    });
    expect(DEFAULT_SORT_BY).toBe('updatedAt');
    expect(DEFAULT_SORT).toBe('desc');
  });

  it('reads page, page size, sort and every other key as a filter', () => {
    expect(listQuery.parseListQuery(q('current=3&pageSize=24&sortBy=name&sort=asc&type=video&q=cat'))).toEqual({
      current: 3,
      pageSize: 24,
      sortBy: 'name',
      sort: 'asc',
      filters: { type: 'video', q: 'cat' },
    });
  });

  it('keeps repeated keys as a list', () => {
    expect(listQuery.parseListQuery(q('categoryIds=a&categoryIds=b')).filters).toEqual({ categoryIds: ['a', 'b'] });
  });

  it('replaces invalid values with defaults and clamps the page size', () => {
    const state = listQuery.parseListQuery(q('current=-2&pageSize=abc&sort=sideways&sortBy='), {
      pageSize: 12,
      sortBy: 'createdAt',
    });
    expect(state).toMatchObject({ current: 1, pageSize: 12, sort: 'desc', sortBy: 'createdAt' });
    expect(listQuery.parseListQuery(q('pageSize=5000')).pageSize).toBe(MAX_PAGE_SIZE);
    expect(listQuery.parseListQuery(q('current=0')).current).toBe(1);
  });

  it('starts from default filters, which the address can override', () => {
    expect(listQuery.parseListQuery(q('status=active'), { filters: { status: '', type: 'photo' } }).filters).toEqual({
      status: 'active',
      type: 'photo',
    });
  });
});

describe('toApiParams', () => {
  const state: ListState = { current: 3, pageSize: 20, sortBy: 'name', sort: 'asc', filters: {} };

  it('turns page and page size into limit and offset', () => {
    expect(listQuery.toApiParams(state)).toEqual({ limit: 20, offset: 40, sort: 'asc', sortBy: 'name' });
    expect(listQuery.toApiParams({ ...state, current: 1 }).offset).toBe(0);
  });

  it('passes non-empty filters through and leaves empty ones out', () => {
    expect(
      listQuery.toApiParams({ ...state, filters: { q: 'cat', type: '', ids: ['a'], none: [], offset: '9' } }),
    ).toEqual({
      limit: 20,
      offset: 40,
      sort: 'asc',
      sortBy: 'name',
      q: 'cat',
      ids: ['a'],
    });
  });

  it('clamps the limit to the API maximum', () => {
    expect(listQuery.toApiParams({ ...state, pageSize: 999 }).limit).toBe(MAX_PAGE_SIZE);
  });
});

describe('toSearchParams', () => {
  it('writes page, size, sort and non-empty filters; parse reads them back', () => {
    const state: ListState = {
      current: 2,
      pageSize: 12,
      sortBy: 'createdAt',
      sort: 'asc',
      filters: { q: 'x', type: '', tags: ['a', 'b'] },
    };
    const search = listQuery.toSearchParams(state);
    expect(search.toString()).toBe('current=2&pageSize=12&sortBy=createdAt&sort=asc&q=x&tags=a&tags=b');
    expect(listQuery.parseListQuery(search)).toEqual({ ...state, filters: { q: 'x', tags: ['a', 'b'] } });
  });
});

describe('state changes', () => {
  const base: ListState = { current: 4, pageSize: 10, sortBy: 'updatedAt', sort: 'desc', filters: { q: 'a' } };

  it('new filters go back to page 1, merged or replaced', () => {
    expect(listQuery.withFilters(base, { type: 'video' })).toMatchObject({
      current: 1,
      filters: { q: 'a', type: 'video' },
    });
    expect(listQuery.withFilters(base, { type: 'video' }, true).filters).toEqual({ type: 'video' });
  });

  it('a new sort goes back to page 1', () => {
    expect(listQuery.withSort(base, 'name', 'asc')).toMatchObject({ current: 1, sortBy: 'name', sort: 'asc' });
  });

  it('changing page keeps the size; changing size keeps the first item in view', () => {
    expect(listQuery.withPage(base, 7)).toMatchObject({ current: 7, pageSize: 10 });
    // Page 4 of 10 starts at item 30, which is on page 2 of 25.
    expect(listQuery.withPage(base, 4, 25)).toMatchObject({ current: 2, pageSize: 25 });
  });
});
