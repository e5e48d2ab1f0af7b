import type { PayloadAction } from '@reduxjs/toolkit';
import { createAccountSlice } from '@/lib/store/account-slice';

export interface FollowState {
  followedIds: string[];
}

export const initialFollowState: FollowState = { followedIds: [] };

/** Followed creator ids, added or removed without duplicates (spec section 4). */
export const followSlice = createAccountSlice('follow', initialFollowState, {
  followed: (state, action: PayloadAction<string>) => {
    if (!state.followedIds.includes(action.payload)) state.followedIds.push(action.payload);
  },
  unfollowed: (state, action: PayloadAction<string>) => {
    state.followedIds = state.followedIds.filter((id) => id !== action.payload);
  },
  followedIdsLoaded: (state, action: PayloadAction<string[]>) => {
    state.followedIds = [...new Set(action.payload)];
  },
});

export const { followed, unfollowed, followedIdsLoaded } = followSlice.actions;
