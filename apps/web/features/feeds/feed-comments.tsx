'use client';

import { ActionIcon, Alert, Anchor, Avatar, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX, commentUpdateSchema, type Comment } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { TrashIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useApi } from '@/lib/api/api-context';
import { useComposer } from '@/lib/forms/use-schema-form';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { useBusyAction } from '@/lib/ui/use-busy-action';
import { canDeleteComment, hasMoreComments } from './comments.slice';
import { useCommentList, type CommentCountChange, type CommentObjectType } from './use-comment-list';
import classes from './feed-card.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

export type { CommentObjectType } from './use-comment-list';

/** What the comment form posts under, and who hears the comment it added. */
interface CommentFormProps {
  feedId: string;
  objectType: CommentObjectType;
  onAdded: (comment: Comment) => void;
}

function CommentForm({ feedId, objectType, onAdded }: CommentFormProps) {
  const t = useTranslations('feeds.comments');
  const api = useApi();
  const avatar = useAppSelector((state) => state.user.current.avatar);
  const { onSubmit, input, text, error, busy } = useComposer(
    commentUpdateSchema,
    'content',
    async (values) =>
      onAdded(await api.post<Comment>('/comments', { content: values.content, objectId: feedId, objectType })),
    { countText: true },
  );
  const length = text.length;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('add')}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Avatar src={avatar || DEFAULT_AVATAR} alt="" radius="xl" size={32} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Textarea
            {...input}
            aria-label={t('comment')}
            placeholder={t('placeholder')}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={COMMENT_MAX}
            error={error}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void onSubmit();
            }}
            data-testid="comment-input"
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c={length > COMMENT_MAX - 10 ? 'orange' : 'dimmed'} aria-live="polite">
              {length}/{COMMENT_MAX}
            </Text>
            <Button type="submit" size="xs" radius="xl" loading={busy} data-testid="comment-submit">
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </form>
  );
}

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
  onTotal?: (change: CommentCountChange) => void;
}) {
  const t = useTranslations('feeds.comments');
  const c = useTranslations('common');
  const viewerId = useAppSelector((state) => state.user.current._id);
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const { state, load, added, remove } = useCommentList(feedId, objectType, onTotal);
  const removal = useBusyAction();

  return (
    <Stack gap="sm" pt="sm" data-testid="feed-comments">
      {signedIn ? (
        <CommentForm feedId={feedId} objectType={objectType} onAdded={added} />
      ) : (
        <Text size="sm" c="dimmed">
          {t.rich('signInToComment', {
            link: (chunks) => (
              <Anchor component={Link} href={LOGIN_PATH} size="sm">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
      )}
      {state.error ? (
        <Alert color="red" variant="light" role="alert">
          {state.error}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => load(state.items.length)}>
            {c('retry')}
          </Anchor>
        </Alert>
      ) : null}
      {state.loaded && state.items.length === 0 && !state.error ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : null}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {state.items.map((comment) => {
          const name = comment.creator.name || comment.creator.username || t('someone');
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
                  onClick={() => removal.run(() => remove(comment), { key: comment._id })}
                  loading={removal.isRunning(comment._id)}
                  aria-label={t('deleteBy', { name })}
                  data-testid="comment-delete"
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              ) : null}
            </Group>
          );
        })}
      </Stack>
      {state.loading ? <Loader size="sm" mx="auto" aria-label={t('loading')} /> : null}
      {hasMoreComments(state) && !state.loading ? (
        <Button variant="subtle" size="xs" radius="xl" onClick={() => load(state.items.length)}>
          {t('more')}
        </Button>
      ) : null}
    </Stack>
  );
}
