import { FEED_PAGE_SIZE, type Feed } from '@fanlane/shared';
import { cache } from 'react';
import { describeForLog, isApiError } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';
import { toFeedPage, type FeedPage } from './feed-view';
import type { FeedSource } from './feeds.thunks';

export type PostResult = { kind: 'found'; feed: Feed } | { kind: 'forbidden'; message: string } | { kind: 'missing' };

function isFeed(value: unknown): value is Feed {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

/** GET /user/feeds/{id-or-slug} with the visitor's token and IP, once per request. */
export const loadPost = cache(async (idOrSlug: string): Promise<PostResult> => {
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const feed = await api.get<unknown>(`/user/feeds/${encodeURIComponent(idOrSlug)}`, {
      query: { fromServerRequest: true },
    });
    return isFeed(feed) ? { kind: 'found', feed } : { kind: 'missing' };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return { kind: 'forbidden', message: error.message };
    if (!isApiError(error) || error.status !== 404)
      console.warn(`[web] GET /user/feeds/${idOrSlug}: ${describeForLog(error)}`);
    return { kind: 'missing' };
  }
});

/** GET /performer/feeds/{id}: the creator's own post for the editor; null when it is not theirs. */
export async function loadOwnPost(feedId: string): Promise<Feed | null> {
  const api = await getServerApi();
  try {
    const feed = await api.get<unknown>(`/performer/feeds/${encodeURIComponent(feedId)}`);
    return isFeed(feed) ? feed : null;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404)
      console.warn(`[web] GET /performer/feeds/${feedId}: ${describeForLog(error)}`);
    return null;
  }
}

/**
 * A list's first page, read while the page renders on the server, so its posts are in the HTML and
 * the browser does not fetch them after starting (FeedList `initial`). Null when it cannot be read:
 * the list then loads in the browser as before.
 */
export async function loadFirstFeedPage(source: FeedSource): Promise<FeedPage | null> {
  const api = await getServerApi();
  try {
    const answer = await api.get<unknown>(source.path, {
      query: { ...source.query, limit: source.limit ?? FEED_PAGE_SIZE, offset: 0 },
    });
    return toFeedPage(answer);
  } catch (error) {
    console.warn(`[web] GET ${source.path} (first page): ${describeForLog(error)}`);
    return null;
  }
}
