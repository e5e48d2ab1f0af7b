import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnLogout } from '@/lib/store/reset-on-logout';

export interface FollowState {
  followedIds: string[];
}

export const initialFollowState: FollowState = { followedIds: [] };

/** Followed creator ids, added or removed without duplicates (spec section 4). */
export const followSlice = createSlice({
  name: 'follow',
  initialState: initialFollowState,
  reducers: {
    followed: (state, action: PayloadAction<string>) => {
      if (!state.followedIds.includes(action.payload)) state.followedIds.push(action.payload);
    },
    unfollowed: (state, action: PayloadAction<string>) => {
      state.followedIds = state.followedIds.filter((id) => id !== action.payload);
    },
    followedIdsLoaded: (state, action: PayloadAction<string[]>) => {
      state.followedIds = [...new Set(action.payload)];
    },
  },
  extraReducers: resetOnLogout(initialFollowState),
});

export const { followed, unfollowed, followedIdsLoaded } = followSlice.actions;
