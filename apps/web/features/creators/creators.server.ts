import { MAX_PAGE_SIZE } from '@fanlane/shared';
import { describeForLog, messageOf } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { toCreatorList, toCreatorPage, type CreatorSummary } from './creator.types';

export const LANDING_CREATORS = 12;

/** Creators of the explore page's rows: how many each row shows. */
export const EXPLORE_ROW_SIZE = 8;

/** One list of creators from `path`, at most `max`; an empty list (logged) when the call fails. */
async function loadCreatorList(path: string, query: Record<string, string | number | boolean>, max: number) {
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const answer = await api.get<unknown>(path, { query: { ...query, fromServerRequest: true } });
    return toCreatorList(answer, max);
  } catch (error) {
    console.warn(`[web] GET ${path} failed: ${describeForLog(error)}`);
    return [];
  }
}

/** GET /performers/search/random for the landing page; an empty list when the call fails. */
export const loadRandomCreators = (): Promise<CreatorSummary[]> =>
  loadCreatorList('/performers/search/random', {}, LANDING_CREATORS);

export type ExploreRowKey = 'featured' | 'new' | 'top' | 'random';
export type ExploreRows = { key: ExploreRowKey; creators: CreatorSummary[]; href: string | null }[];

/**
 * The explore page's rows (issue #22): featured, newest, top and a random pick, side by side in
 * four calls; a row whose call fails or finds no one is left out.
 */
export async function loadExploreRows(): Promise<ExploreRows> {
  const size = EXPLORE_ROW_SIZE;
  const rows = await Promise.all([
    loadCreatorList('/performers/user/search', { isFeatured: true, sortBy: 'popular', limit: size }, size),
    loadCreatorList('/performers/user/search', { sortBy: 'latest', limit: size }, size),
    loadCreatorList('/performers/top', { limit: size }, size),
    loadCreatorList('/performers/search/random', {}, size),
  ]);
  const keys: ExploreRowKey[] = ['featured', 'new', 'top', 'random'];
  const hrefs = [null, '/creators?sortBy=latest', '/creators?sortBy=popular', null];
  return keys
    .map((key, i) => ({ key, creators: rows[i] ?? [], href: hrefs[i] ?? null }))
    .filter((row) => row.creators.length > 0);
}

export interface CreatorSearchResult {
  items: CreatorSummary[];
  total: number;
  /** Set when the search failed; the page says so instead of showing an empty list as if it were one. */
  error: string | null;
}

/** GET /performers/user/search for the creators list, with the visitor's IP (country rules). */
export async function searchCreators(params: ListApiParams): Promise<CreatorSearchResult> {
  const api = await getServerApi();
  try {
    const answer = await api.get<unknown>('/performers/user/search', {
      query: { ...params, fromServerRequest: true },
    });
    return { ...toCreatorPage(answer, MAX_PAGE_SIZE), error: null };
  } catch (error) {
    console.warn(`[web] GET /performers/user/search failed: ${describeForLog(error)}`);
    return { items: [], total: 0, error: messageOf(error) };
  }
}
