import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Comment } from '@fanlane/shared';
import { mergePage } from '@/lib/store/merge-page';
import { requestCases } from '@/lib/store/request-status';

/** The comments under one post, newest first (contract 3.4); local to the card that shows them. */
export interface CommentsState {
  items: Comment[];
  total: number;
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export const initialCommentsState: CommentsState = { items: [], total: 0, loading: false, loaded: false, error: null };

export const COMMENTS_PAGE_SIZE = 10;

const commentsRequest = requestCases();

export const commentsSlice = createSlice({
  name: 'comments',
  initialState: initialCommentsState,
  reducers: {
    requested: commentsRequest.started,
    loaded: (state, action: PayloadAction<{ items: Comment[]; total: number; reset?: boolean }>) => {
      state.items = action.payload.reset ? action.payload.items : mergePage(state.items, action.payload.items);
      state.total = Math.max(action.payload.total, state.items.length);
      state.loading = false;
      state.loaded = true;
    },
    failed: commentsRequest.failed,
    /** A new comment goes on top, as the list is newest first. */
    added: (state, action: PayloadAction<Comment>) => {
      if (state.items.some((c) => c._id === action.payload._id)) return;
      state.items.unshift(action.payload);
      state.total += 1;
    },
    removed: (state, action: PayloadAction<string>) => {
      const before = state.items.length;
      state.items = state.items.filter((c) => c._id !== action.payload);
      if (state.items.length < before) state.total = Math.max(0, state.total - 1);
    },
  },
});

export const commentActions = commentsSlice.actions;

/** Whether more comments wait on the server. */
export const hasMoreComments = (state: CommentsState) => state.loaded && state.items.length < state.total;

/**
 * Who may delete a comment: its author, and the creator whose post it is under (contract 3.4).
 */
export function canDeleteComment(comment: Pick<Comment, 'createdBy'>, viewerId: string, postOwnerId: string): boolean {
  if (!viewerId) return false;
  return comment.createdBy === viewerId || postOwnerId === viewerId;
}

/** A paged comment answer `{ data, total }`, keeping only items with an id. */
export function toCommentPage(answer: unknown): { items: Comment[]; total: number } {
  const list =
    typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : [];
  const items = (Array.isArray(list) ? list : []).filter(
    (c): c is Comment =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as { _id?: unknown })._id === 'string' &&
      typeof (c as { content?: unknown }).content === 'string',
  );
  const total =
    typeof answer === 'object' && answer !== null && typeof (answer as { total?: unknown }).total === 'number'
      ? (answer as { total: number }).total
      : items.length;
  return { items, total };
}
