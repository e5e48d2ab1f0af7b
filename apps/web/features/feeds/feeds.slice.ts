import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Feed } from '@fanlane/shared';
import { resetOnLogout } from '@/lib/store/reset-on-logout';

/** One paged list of posts (the home timeline, a creator's posts, bookmarks), by id. */
export interface FeedListState {
  ids: string[];
  total: number;
  loading: boolean;
  error: string | null;
  /** At least one page has come back. */
  loaded: boolean;
  /** The server has nothing more to give. */
  done: boolean;
}

/**
 * Posts by id, shared by every list, so a like or a vote on one card shows wherever the post is;
 * and the lists themselves, by key.
 */
export interface FeedsState {
  byId: Record<string, Feed>;
  lists: Record<string, FeedListState>;
}

export const initialFeedsState: FeedsState = { byId: {}, lists: {} };

export const emptyFeedList: FeedListState = {
  ids: [],
  total: 0,
  loading: false,
  error: null,
  loaded: false,
  done: false,
};

export type ReactionAction = 'like' | 'bookmark';

function listOf(state: FeedsState, key: string): FeedListState {
  state.lists[key] ??= { ...emptyFeedList };
  return state.lists[key];
}

export const feedsSlice = createSlice({
  name: 'feeds',
  initialState: initialFeedsState,
  reducers: {
    pageRequested: (state, action: PayloadAction<{ key: string; reset?: boolean }>) => {
      const list = listOf(state, action.payload.key);
      list.loading = true;
      list.error = null;
      if (action.payload.reset) list.done = false;
    },
    pageLoaded: (
      state,
      action: PayloadAction<{ key: string; items: Feed[]; total: number; limit: number; reset?: boolean }>,
    ) => {
      const { key, items, total, limit, reset } = action.payload;
      const list = listOf(state, key);
      for (const feed of items) state.byId[feed._id] = feed;
      const known = new Set(reset ? [] : list.ids);
      const ids = reset ? [] : [...list.ids];
      for (const feed of items) {
        if (known.has(feed._id)) continue;
        known.add(feed._id);
        ids.push(feed._id);
      }
      list.ids = ids;
      list.total = Math.max(total, ids.length);
      list.loading = false;
      list.loaded = true;
      list.error = null;
      // A short page ends the list; the total may lag a few seconds behind (the API caches it).
      list.done = items.length < limit;
    },
    pageFailed: (state, action: PayloadAction<{ key: string; error: string }>) => {
      const list = listOf(state, action.payload.key);
      list.loading = false;
      list.error = action.payload.error;
    },
    /** One post (re)loaded on its own: its page, a refresh after a vote or an expired media link. */
    feedLoaded: (state, action: PayloadAction<Feed>) => {
      state.byId[action.payload._id] = action.payload;
    },
    feedRemoved: (state, action: PayloadAction<string>) => {
      delete state.byId[action.payload];
      for (const list of Object.values(state.lists)) {
        const before = list.ids.length;
        list.ids = list.ids.filter((id) => id !== action.payload);
        if (list.ids.length < before) list.total = Math.max(0, list.total - 1);
      }
    },
    /** Like or bookmark on or off; the like count moves only when the state really changes. */
    reactionSet: (state, action: PayloadAction<{ feedId: string; action: ReactionAction; on: boolean }>) => {
      const feed = state.byId[action.payload.feedId];
      if (!feed) return;
      const { on } = action.payload;
      if (action.payload.action === 'bookmark') {
        feed.isBookMarked = on;
        return;
      }
      if (feed.isLiked === on) return;
      feed.isLiked = on;
      feed.totalLike = Math.max(0, feed.totalLike + (on ? 1 : -1));
    },
    pollVoted: (state, action: PayloadAction<{ feedId: string; pollId: string }>) => {
      const feed = state.byId[action.payload.feedId];
      if (!feed || feed.votedPollId) return;
      const poll = feed.polls.find((p) => p._id === action.payload.pollId);
      if (!poll) return;
      poll.totalVote += 1;
      feed.votedPollId = poll._id;
    },
    commentsCounted: (state, action: PayloadAction<{ feedId: string; delta?: number; total?: number }>) => {
      const feed = state.byId[action.payload.feedId];
      if (!feed) return;
      const { delta, total } = action.payload;
      feed.totalComment = Math.max(0, total ?? feed.totalComment + (delta ?? 0));
    },
  },
  extraReducers: resetOnLogout(initialFeedsState),
});

export const {
  pageRequested,
  pageLoaded,
  pageFailed,
  feedLoaded,
  feedRemoved,
  reactionSet,
  pollVoted,
  commentsCounted,
} = feedsSlice.actions;
