import { describeForLog } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';
import { toCreatorList, type CreatorSummary } from './creator.types';

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
