import type { ApiClient } from '@/lib/api/client';

/** The objects fans like and bookmark beside posts (contract 3.14). */
export type AssetObjectType = 'gallery' | 'video' | 'product' | 'reel';
export type AssetReaction = 'like' | 'bookmark';

/** A viewer's reactions to one item, as its page shows them. */
export interface ReactionState {
  /** Unknown for items whose answer does not say (galleries, products): no like button then. */
  liked?: boolean;
  bookmarked: boolean;
  likes: number;
}

/** Turns a like or bookmark on or off; the like count moves only when the state really changes. */
export function toggled(state: ReactionState, action: AssetReaction, on: boolean): ReactionState {
  if (action === 'bookmark') return { ...state, bookmarked: on };
  if ((state.liked ?? false) === on) return state;
  return { ...state, liked: on, likes: Math.max(0, state.likes + (on ? 1 : -1)) };
}

/** POST or DELETE /reactions for an item: the same calls the post cards make. */
export async function sendReaction(
  api: ApiClient,
  objectType: AssetObjectType,
  objectId: string,
  action: AssetReaction,
  on: boolean,
): Promise<void> {
  const body = { objectId, objectType, action };
  if (on) await api.post('/reactions', body);
  else await api.del('/reactions', { body });
}
