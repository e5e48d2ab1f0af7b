import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, DEFAULT_SORT_BY, MAX_PAGE_SIZE } from '@fanlane/shared';

export type SortDirection = 'asc' | 'desc';
export type FilterValue = string | string[];
export type Filters = Record<string, FilterValue>;

/** What a list page keeps in the address query (spec section 2). */
export interface ListState {
  /** 1-based page number. */
  current: number;
  pageSize: number;
  sortBy: string;
  sort: SortDirection;
  filters: Filters;
}

export interface ListDefaults {
  pageSize?: number;
  sortBy?: string;
  sort?: SortDirection;
  filters?: Filters;
}

/** Parameters of a list call (contract 1.3). */
export interface ListApiParams {
  limit: number;
  offset: number;
  sort: SortDirection;
  sortBy: string;
  [filter: string]: FilterValue | number;
}

const PAGING_KEYS = new Set(['current', 'pageSize', 'sortBy', 'sort']);

interface SearchParamsLike {
  getAll(name: string): string[];
  keys(): Iterable<string>;
}

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

function isEmptyFilter(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  return Array.isArray(value) ? value.length === 0 : value === '';
}

export function resolveDefaults(defaults: ListDefaults = {}): Required<ListDefaults> {
  return {
    pageSize: Math.min(defaults.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sortBy: defaults.sortBy ?? DEFAULT_SORT_BY,
    sort: defaults.sort ?? DEFAULT_SORT,
    filters: defaults.filters ?? {},
  };
}

/** Reads list state out of the address query; anything missing or invalid takes the default. */
export function parseListQuery(search: SearchParamsLike, defaults: ListDefaults = {}): ListState {
  const d = resolveDefaults(defaults);
  const first = (key: string) => search.getAll(key)[0];
  const pageSize = positiveInt(first('pageSize'));
  const sort = first('sort');
  const sortBy = first('sortBy')?.trim();

  const filters: Filters = { ...d.filters };
  for (const key of new Set(search.keys())) {
    if (PAGING_KEYS.has(key)) continue;
    const values = search.getAll(key);
    filters[key] = values.length === 1 ? (values[0] ?? '') : values;
  }

  return {
    current: positiveInt(first('current')) ?? 1,
    pageSize: pageSize ? Math.min(pageSize, MAX_PAGE_SIZE) : d.pageSize,
    sortBy: sortBy || d.sortBy,
    sort: sort === 'asc' || sort === 'desc' ? sort : d.sort,
    filters,
  };
}

/** The address query for a list state; empty filters are left out. */
export function toSearchParams(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  search.set('current', String(state.current));
  search.set('pageSize', String(state.pageSize));
  search.set('sortBy', state.sortBy);
  search.set('sort', state.sort);
  for (const [key, value] of Object.entries(state.filters)) {
    if (PAGING_KEYS.has(key) || isEmptyFilter(value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return search;
}

/** List state to API parameters: page and page size become limit and offset. */
export function toApiParams(state: ListState): ListApiParams {
  const limit = Math.min(Math.max(state.pageSize, 1), MAX_PAGE_SIZE);
  const params: ListApiParams = {
    limit,
    offset: (Math.max(state.current, 1) - 1) * limit,
    sort: state.sort,
    sortBy: state.sortBy,
  };
  for (const [key, value] of Object.entries(state.filters)) {
    if (PAGING_KEYS.has(key) || key === 'limit' || key === 'offset' || isEmptyFilter(value)) continue;
    params[key] = value;
  }
  return params;
}

/** New filters send the list back to its first page. */
export function withFilters(state: ListState, filters: Filters, replace = false): ListState {
  return { ...state, current: 1, filters: replace ? { ...filters } : { ...state.filters, ...filters } };
}

export function withPage(state: ListState, current: number, pageSize?: number): ListState {
  const size = pageSize ? Math.min(Math.max(pageSize, 1), MAX_PAGE_SIZE) : state.pageSize;
  // A new page size keeps the first item on screen where it can.
  const page =
    pageSize && pageSize !== state.pageSize ? Math.floor(((current - 1) * state.pageSize) / size) + 1 : current;
  return { ...state, current: Math.max(page, 1), pageSize: size };
}

export function withSort(state: ListState, sortBy: string, sort: SortDirection): ListState {
  return { ...state, current: 1, sortBy, sort };
}
