import { MAX_PAGE_SIZE } from '@fanlane/shared';
import { describeForLog, messageOf } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { toCreatorList, toCreatorPage, type CreatorSummary } from './creator.types';

export const LANDING_CREATORS = 12;

/** GET /performers/search/random for the landing page; an empty list when the call fails. */
export async function loadRandomCreators(): Promise<CreatorSummary[]> {
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const answer = await api.get<unknown>('/performers/search/random', {
      query: { fromServerRequest: true },
    });
    return toCreatorList(answer, LANDING_CREATORS);
  } catch (error) {
    const reason = describeForLog(error);
    console.warn(`[web] GET /performers/search/random failed: ${reason}`);
    return [];
  }
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
