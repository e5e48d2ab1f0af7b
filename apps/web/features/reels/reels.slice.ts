import { mergePage } from '@/lib/store/merge-page';
import { requestCases } from '@/lib/store/request-status';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Reel } from '@fanlane/shared';

/** The reels player's feed: reels in order, paged by offset, with the viewer's likes and views. */
export interface ReelsFeedState {
  items: Reel[];
  total: number;
  /** How many feed items have been asked for (the first reel of `?reel=` is not one of them). */
  offset: number;
  loading: boolean;
  loaded: boolean;
  done: boolean;
  error: string | null;
}

export const initialReelsFeed: ReelsFeedState = {
  items: [],
  total: 0,
  offset: 0,
  loading: false,
  loaded: false,
  done: false,
  error: null,
};

const pageRequest = requestCases();

export const reelsFeedSlice = createSlice({
  name: 'reelsFeed',
  initialState: initialReelsFeed,
  reducers: {
    requested: pageRequest.started,
    /** A reel opened by link goes first, whatever the feed's order. */
    pinned: (state, action: PayloadAction<Reel>) => {
      if (state.items.some((r) => r._id === action.payload._id)) return;
      state.items.unshift(action.payload);
    },
    pageLoaded: (state, action: PayloadAction<{ items: Reel[]; total: number; limit: number }>) => {
      const { items, total, limit } = action.payload;
      state.items = mergePage(state.items, items);
      state.offset += items.length;
      state.total = total;
      state.loading = false;
      state.loaded = true;
      state.done = items.length < limit || state.offset >= total;
    },
    failed: (state, action: PayloadAction<string>) => {
      pageRequest.failed(state, action);
      state.loaded = true;
    },
    viewCounted: (state, action: PayloadAction<{ reelId: string; views: number }>) => {
      const reel = state.items.find((r) => r._id === action.payload.reelId);
      if (reel) reel.stats.views = Math.max(reel.stats.views, action.payload.views);
    },
    /** Like on or off; the count moves only when the state really changes. */
    liked: (state, action: PayloadAction<{ reelId: string; on: boolean }>) => {
      const reel = state.items.find((r) => r._id === action.payload.reelId);
      if (!reel || reel.isLiked === action.payload.on) return;
      reel.isLiked = action.payload.on;
      reel.stats.likes = Math.max(0, reel.stats.likes + (action.payload.on ? 1 : -1));
    },
    /** A fresh copy of one reel (its signed link expired). */
    replaced: (state, action: PayloadAction<Reel>) => {
      const index = state.items.findIndex((r) => r._id === action.payload._id);
      if (index >= 0) state.items[index] = action.payload;
    },
  },
});

export const reelsFeedActions = reelsFeedSlice.actions;
