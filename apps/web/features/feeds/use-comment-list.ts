'use client';

import type { Comment } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import {
  COMMENTS_PAGE_SIZE,
  commentActions,
  commentsSlice,
  initialCommentsState,
  toCommentPage,
} from './comments.slice';
import { commentsCounted } from './feeds.slice';

/** What can be commented on besides posts: galleries, videos, products, reels (contract 3.4). */
export type CommentObjectType = 'feed' | 'gallery' | 'video' | 'product' | 'reel';

export type CommentCountChange = { total?: number; delta?: number };

/**
 * The comments under one item (GET /comments, ten at a time), held in the component's own reducer:
 * the first page on mount, `load(offset)` for more (or again after a failure), `added` and `remove`
 * (DELETE /comments/{id}, which throws on failure). Posts keep their count in the store; other items
 * hear it through `onTotal`.
 */
export function useCommentList(
  feedId: string,
  objectType: CommentObjectType,
  onTotal: ((change: CommentCountChange) => void) | undefined,
) {
  const t = useTranslations('feeds.comments');
  const api = useApi();
  const dispatch = useAppDispatch();
  const [state, local] = useReducer(commentsSlice.reducer, initialCommentsState);
  const onTotalRef = useRef(onTotal);
  useEffect(() => {
    onTotalRef.current = onTotal;
  });
  const count = useCallback(
    (change: CommentCountChange) => {
      if (objectType === 'feed') dispatch(commentsCounted({ feedId, ...change }));
      onTotalRef.current?.(change);
    },
    [dispatch, feedId, objectType],
  );

  const load = useCallback(
    async (offset: number) => {
      local(commentActions.requested());
      try {
        const answer = await api.get<unknown>('/comments', {
          query: { objectId: feedId, objectType, limit: COMMENTS_PAGE_SIZE, offset },
        });
        const page = toCommentPage(answer);
        local(commentActions.loaded({ ...page, reset: offset === 0 }));
        if (offset === 0) count({ total: page.total });
      } catch (error) {
        local(commentActions.failed(messageOf(error)));
      }
    },
    [api, count, feedId, objectType],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  const added = (comment: Comment) => {
    local(commentActions.added(comment));
    count({ delta: 1 });
  };

  const remove = async (comment: Comment) => {
    await api.del(`/comments/${encodeURIComponent(comment._id)}`);
    local(commentActions.removed(comment._id));
    count({ delta: -1 });
    toast.success(t('deleted'));
  };

  return { state, load, added, remove };
}
