import type { Option } from '@fanlane/shared';
import { appearanceOptionsWithout } from '@/features/reference/appearance';
import type { ListDefaults } from '@/lib/list-query/list-query';

/** The creators list's page size and sort, used by the server render and the address query alike. */
export const CREATOR_LIST_DEFAULTS: ListDefaults = { pageSize: 12, sortBy: 'online', sort: 'desc' };

/** The search's sorts (contract 3.2): online first is the API's own default. Labels: `creators.browser.sorts.<value>`. */
export const CREATOR_SORTS = [
  { value: 'online' },
  { value: 'latest' },
  { value: 'oldest' },
  { value: 'popular' },
] as const;

/** Option-list filters of GET /performers/user/search, with the labels of spec section 3. */
export const OPTION_FILTERS: readonly { key: string; label: string; options: Option[] }[] =
  appearanceOptionsWithout('pubicHair');

/** Monthly price caps offered by the price filter (site currency units; `maxPrice` of the search). */
export const PRICE_CAPS = ['5', '10', '20', '50'];

/** Filter keys the page understands; anything else in the address is ignored. */
export const CREATOR_FILTER_KEYS = [
  'q',
  'country',
  'categoryIds',
  'isFreeSubscription',
  'streamingStatus',
  'maxPrice',
  ...OPTION_FILTERS.map((f) => f.key),
] as const;

const SORT_VALUES = new Set<string>(CREATOR_SORTS.map((s) => s.value));

/** Keeps only known filters with listed values, so a hand-edited address cannot break the call. */
export function cleanCreatorFilters(filters: Record<string, string | string[]>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const key of CREATOR_FILTER_KEYS) {
    const raw = filters[key];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    if (!value) continue;
    const option = OPTION_FILTERS.find((f) => f.key === key);
    if (option && !option.options.some((o) => o.value === value)) continue;
    if (key === 'isFreeSubscription' && value !== 'true') continue;
    if (key === 'streamingStatus' && value !== 'live') continue;
    if (key === 'maxPrice' && !PRICE_CAPS.includes(value)) continue;
    if (key === 'country' && !/^[A-Za-z]{2}$/.test(value)) continue;
    // One category at a time (GET /performer-categories ids).
    if (key === 'categoryIds' && !/^[0-9a-f]{24}$/.test(value)) continue;
    clean[key] = value.slice(0, 100);
  }
  return clean;
}

export const isCreatorSort = (value: string) => SORT_VALUES.has(value);

/** How many filters narrow the list (the text search counts too). */
export const activeFilterCount = (filters: Record<string, string | string[]>) =>
  Object.keys(cleanCreatorFilters(filters)).length;
