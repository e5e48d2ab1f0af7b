import type { AppThunk } from '@/lib/store/store';
import { followed, unfollowed } from './follow.slice';

/** POST /follows/{id} (idempotent), then the id joins followedIds. Throws the ApiError on failure. */
export const followCreator =
  (creatorId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    await api.post(`/follows/${encodeURIComponent(creatorId)}`);
    dispatch(followed(creatorId));
  };

/** DELETE /follows/{id}, then the id leaves followedIds. Throws the ApiError on failure. */
export const unfollowCreator =
  (creatorId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    await api.del(`/follows/${encodeURIComponent(creatorId)}`);
    dispatch(unfollowed(creatorId));
  };
