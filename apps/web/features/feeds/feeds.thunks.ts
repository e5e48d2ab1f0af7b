import { FEED_PAGE_SIZE, type Feed } from '@fanlane/shared';
import { isApiError, messageOf } from '@/lib/api/error';
import type { QueryParams } from '@/lib/api/query';
import type { AppThunk } from '@/lib/store/store';
import { toBookmarkPage, toFeedPage } from './feed-view';
import {
  emptyFeedList,
  feedLoaded,
  feedRemoved,
  pageFailed,
  pageLoaded,
  pageRequested,
  pollVoted,
  reactionSet,
  type ReactionAction,
} from './feeds.slice';

/** Where a list of posts comes from and how it pages. */
export interface FeedSource {
  /** The list's key in the store. */
  key: string;
  path: string;
  query?: QueryParams;
  /** `cursor`: pass the last item's cursor (keyset paging); `offset`: pass how many are loaded. */
  paging: 'cursor' | 'offset';
  /** Bookmarks answer Reactions whose `objectInfo` is the post. */
  answer?: 'feeds' | 'bookmarks';
  limit?: number;
}

/** The signed-in fan's timeline: creators they follow or subscribe to (contract 3.7). */
export const HOME_SOURCE: FeedSource = { key: 'home', path: '/user/feeds', query: { isHome: true }, paging: 'cursor' };

/** A creator's posts, for the profile's Posts tab: pinned first, so paged by offset. */
export const creatorSource = (performerId: string): FeedSource => ({
  key: `creator:${performerId}`,
  path: '/user/feeds',
  query: { performerId },
  paging: 'offset',
});

/** The fan's bookmarked posts (contract 3.14). */
export const BOOKMARKS_SOURCE: FeedSource = {
  key: 'bookmarks',
  path: '/reactions/feeds/bookmark',
  query: { sort: 'desc', sortBy: 'createdAt' },
  paging: 'offset',
  answer: 'bookmarks',
};

/**
 * Loads the next page of a list (or the first again with `reset`). Does nothing while a page is on
 * its way or when the list is complete; a failure is kept on the list, not thrown.
 */
export const loadFeedPage =
  (source: FeedSource, options: { reset?: boolean } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState, { api }) => {
    const { feeds } = getState();
    const list = feeds.lists[source.key] ?? emptyFeedList;
    if (list.loading || (!options.reset && list.done)) return;
    dispatch(pageRequested({ key: source.key, reset: options.reset }));
    const limit = source.limit ?? FEED_PAGE_SIZE;
    const ids = options.reset ? [] : list.ids;
    const query: QueryParams = { ...source.query, limit };
    const last = ids.length > 0 ? feeds.byId[ids[ids.length - 1]!] : undefined;
    if (source.paging === 'cursor' && last?.cursor) query.cursor = last.cursor;
    else query.offset = ids.length;
    try {
      const answer = await api.get<unknown>(source.path, { query });
      const page = source.answer === 'bookmarks' ? toBookmarkPage(answer) : toFeedPage(answer);
      dispatch(pageLoaded({ key: source.key, ...page, limit, reset: options.reset }));
    } catch (error) {
      dispatch(pageFailed({ key: source.key, error: messageOf(error) }));
    }
  };

/** GET /user/feeds/{id}: a fresh copy of one post (new media links, current poll counts). */
export const refreshFeed =
  (feedId: string): AppThunk<Promise<Feed | null>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const feed = await api.get<Feed>(`/user/feeds/${encodeURIComponent(feedId)}`);
      if (feed && typeof feed._id === 'string') {
        dispatch(feedLoaded(feed));
        return feed;
      }
    } catch {
      // The card keeps what it has.
    }
    return null;
  };

/**
 * Like or bookmark on or off at once (optimistic), then POST or DELETE /reactions; a failure puts
 * the previous state back and throws the ApiError.
 */
export const setReaction =
  (feedId: string, action: ReactionAction, on: boolean): AppThunk<Promise<void>> =>
  async (dispatch, getState, { api }) => {
    const feed = getState().feeds.byId[feedId];
    if (!feed) return;
    const before = action === 'like' ? feed.isLiked : feed.isBookMarked;
    if (before === on) return;
    dispatch(reactionSet({ feedId, action, on }));
    const body = { objectId: feedId, objectType: 'feed', action };
    try {
      if (on) await api.post('/reactions', body);
      else await api.del('/reactions', { body });
    } catch (error) {
      dispatch(reactionSet({ feedId, action, on: before }));
      throw error;
    }
  };

export type VoteResult = { ok: true } | { ok: false; message: string };

/**
 * POST /user/feeds/vote/{pollId}. A closed poll (403) or a vote already cast (422) answers the
 * server's message and reloads the post, so the card shows the real results.
 */
export const voteInPoll =
  (feedId: string, pollId: string): AppThunk<Promise<VoteResult>> =>
  async (dispatch, _getState, { api }) => {
    try {
      await api.post(`/user/feeds/vote/${encodeURIComponent(pollId)}`);
      dispatch(pollVoted({ feedId, pollId }));
      return { ok: true };
    } catch (error) {
      if (isApiError(error) && (error.status === 403 || error.status === 422)) await dispatch(refreshFeed(feedId));
      return { ok: false, message: messageOf(error) };
    }
  };

/** DELETE /performer/feeds/{id}; the post leaves every list. Throws the ApiError on failure. */
export const deleteOwnPost =
  (feedId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    await api.del(`/performer/feeds/${encodeURIComponent(feedId)}`);
    dispatch(feedRemoved(feedId));
  };
