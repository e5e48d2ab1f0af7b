'use client';

import { ActionIcon, Alert, Anchor, Avatar, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX, commentUpdateSchema, type Comment } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TrashIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import {
  COMMENTS_PAGE_SIZE,
  canDeleteComment,
  commentActions,
  commentsSlice,
  hasMoreComments,
  initialCommentsState,
  toCommentPage,
} from './comments.slice';
import { commentsCounted } from './feeds.slice';
import classes from './feed-card.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

interface CommentValues {
  content: string;
}

function CommentForm({
  feedId,
  objectType,
  onAdded,
}: {
  feedId: string;
  objectType: CommentObjectType;
  onAdded: (comment: Comment) => void;
}) {
  const api = useApi();
  const avatar = useAppSelector((state) => state.user.current.avatar);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CommentValues, unknown, z.output<typeof commentUpdateSchema>>({
    resolver: schemaResolver<CommentValues, typeof commentUpdateSchema>(commentUpdateSchema),
    defaultValues: { content: '' },
  });
  const length = watch('content').length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const comment = await api.post<Comment>('/comments', {
        content: values.content,
        objectId: feedId,
        objectType,
      });
      reset({ content: '' });
      onAdded(comment);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['content'] as const);
      if (message) toast.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a comment">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Avatar src={avatar || DEFAULT_AVATAR} alt="" radius="xl" size={32} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Textarea
            {...register('content')}
            aria-label="Comment"
            placeholder="Write a comment…"
            autosize
            minRows={1}
            maxRows={5}
            maxLength={COMMENT_MAX}
            error={errors.content?.message}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void onSubmit();
            }}
            data-testid="comment-input"
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c={length > COMMENT_MAX - 10 ? 'orange' : 'dimmed'} aria-live="polite">
              {length}/{COMMENT_MAX}
            </Text>
            <Button type="submit" size="xs" radius="xl" loading={isSubmitting} data-testid="comment-submit">
              Comment
            </Button>
          </Group>
        </Stack>
      </Group>
    </form>
  );
}

/** What can be commented on besides posts: galleries, videos, products, reels (contract 3.4). */
export type CommentObjectType = 'feed' | 'gallery' | 'video' | 'product' | 'reel';

/**
 * Comments under a post (contract 3.4): newest first, ten at a time with "Load more", a form for
 * signed-in viewers, and delete for the author and the post's creator. Galleries, videos and the
 * other items use it too, with their `objectType`; `onTotal` hears the count change.
 */
export function FeedComments({
  feedId,
  ownerId,
  objectType = 'feed',
  onTotal,
}: {
  feedId: string;
  ownerId: string;
  objectType?: CommentObjectType;
  onTotal?: (change: { total?: number; delta?: number }) => void;
}) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const viewerId = useAppSelector((state) => state.user.current._id);
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const [state, local] = useReducer(commentsSlice.reducer, initialCommentsState);
  const [deleting, setDeleting] = useReducer((_: string | null, id: string | null) => id, null);
  const onTotalRef = useRef(onTotal);
  useEffect(() => {
    onTotalRef.current = onTotal;
  });
  // Posts keep their count in the store; other items tell their page.
  const count = useCallback(
    (change: { total?: number; delta?: number }) => {
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

  const onAdded = (comment: Comment) => {
    local(commentActions.added(comment));
    count({ delta: 1 });
  };

  const remove = async (comment: Comment) => {
    setDeleting(comment._id);
    try {
      await api.del(`/comments/${encodeURIComponent(comment._id)}`);
      local(commentActions.removed(comment._id));
      count({ delta: -1 });
      toast.success('Comment deleted');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="sm" pt="sm" data-testid="feed-comments">
      {signedIn ? (
        <CommentForm feedId={feedId} objectType={objectType} onAdded={onAdded} />
      ) : (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} href={LOGIN_PATH} size="sm">
            Sign in
          </Anchor>{' '}
          to comment.
        </Text>
      )}
      {state.error ? (
        <Alert color="red" variant="light" role="alert">
          {state.error}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => load(state.items.length)}>
            Try again
          </Anchor>
        </Alert>
      ) : null}
      {state.loaded && state.items.length === 0 && !state.error ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : null}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {state.items.map((comment) => {
          const name = comment.creator.name || comment.creator.username || 'Someone';
          return (
            <Group key={comment._id} component="li" align="flex-start" gap="sm" wrap="nowrap" data-testid="comment">
              <Avatar src={comment.creator.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={32} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    <TimeAgo iso={comment.createdAt} />
                  </Text>
                </Group>
                <Text size="sm" className={classes.comment}>
                  {comment.content}
                </Text>
              </Stack>
              {canDeleteComment(comment, viewerId, ownerId) ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  radius="xl"
                  onClick={() => remove(comment)}
                  loading={deleting === comment._id}
                  aria-label={`Delete comment by ${name}`}
                  data-testid="comment-delete"
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              ) : null}
            </Group>
          );
        })}
      </Stack>
      {state.loading ? <Loader size="sm" mx="auto" aria-label="Loading comments" /> : null}
      {hasMoreComments(state) && !state.loading ? (
        <Button variant="subtle" size="xs" radius="xl" onClick={() => load(state.items.length)}>
          Load more comments
        </Button>
      ) : null}
    </Stack>
  );
}
