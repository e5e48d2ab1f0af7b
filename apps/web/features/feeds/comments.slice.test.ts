import { describe, expect, it } from 'vitest';
import { actionRunner } from '@/lib/testing/run-actions';
import {
  canDeleteComment,
  commentActions,
  commentsSlice,
  hasMoreComments,
  initialCommentsState,
  toCommentPage,
} from './comments.slice';
import { comment } from './testing';

const run = actionRunner(commentsSlice.reducer, initialCommentsState);

describe('comments under a post', () => {
  it('loads pages without duplicates and knows when more wait', () => {
    const first = run(
      commentActions.requested(),
      commentActions.loaded({ items: [comment({ _id: 'c3' }), comment({ _id: 'c2' })], total: 3 }),
    );
    expect(first).toMatchObject({ loading: false, loaded: true, total: 3 });
    expect(hasMoreComments(first)).toBe(true);
    const second = commentsSlice.reducer(
      first,
      commentActions.loaded({ items: [comment({ _id: 'c2' }), comment({ _id: 'c1' })], total: 3 }),
    );
    expect(second.items.map((c) => c._id)).toEqual(['c3', 'c2', 'c1']);
    expect(hasMoreComments(second)).toBe(false);
  });

  it('a new comment goes on top; a removed one leaves and the total follows', () => {
    const state = run(
      commentActions.loaded({ items: [comment({ _id: 'c1' })], total: 1 }),
      commentActions.added(comment({ _id: 'c2' })),
      commentActions.added(comment({ _id: 'c2' })),
    );
    expect(state.items.map((c) => c._id)).toEqual(['c2', 'c1']);
    expect(state.total).toBe(2);
    const after = run(
      commentActions.loaded({ items: [comment({ _id: 'c1' })], total: 1 }),
      commentActions.removed('c1'),
      commentActions.removed('c1'),
    );
    expect(after).toMatchObject({ items: [], total: 0 });
  });

  it('keeps the error of a failed load', () => {
    expect(run(commentActions.requested(), commentActions.failed('Oops'))).toMatchObject({
      loading: false,
      error: 'Oops',
    });
  });

  it('the author and the post’s creator may delete; nobody signed out', () => {
    expect(canDeleteComment({ createdBy: 'u1' }, 'u1', 'p1')).toBe(true);
    expect(canDeleteComment({ createdBy: 'u1' }, 'p1', 'p1')).toBe(true);
    expect(canDeleteComment({ createdBy: 'u1' }, 'u2', 'p1')).toBe(false);
    expect(canDeleteComment({ createdBy: '' }, '', '')).toBe(false);
  });

  it('reads a paged answer, dropping malformed items', () => {
    expect(toCommentPage({ data: [comment(), { _id: 'x' }], total: 9 })).toMatchObject({ total: 9 });
    expect(toCommentPage({ data: [comment(), { _id: 'x' }], total: 9 }).items).toHaveLength(1);
    expect(toCommentPage('nope')).toEqual({ items: [], total: 0 });
  });
});
