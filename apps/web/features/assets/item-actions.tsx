'use client';

import { Box, Collapse, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { FeedComments } from '@/features/feeds/feed-comments';
import { ReportDialog } from '@/features/feeds/report-dialog';
import { useAppSelector } from '@/lib/store/hooks';
import type { AssetObjectType, ReactionState } from './reactions';
import { CommentsButton } from './comments-button';
import { MoreMenu, ReportMenuItem } from './more-menu';
import { ReactionButtons } from './reaction-buttons';
import { useReactions } from './use-reactions';

/**
 * The bar under a gallery, video or product: like, comments (the post cards' comments), bookmark,
 * copy link and report.
 */
export function ItemActions({
  objectType,
  item,
  liked,
  bookmarked,
  withComments = true,
  extra,
}: {
  objectType: AssetObjectType;
  /** The item: its id, its creator, its counts of likes and comments. */
  item: { _id: string; performerId: string; stats: { likes: number; comments: number } };
  /** Whether the viewer likes it, where the item's answer says (no like button otherwise). */
  liked?: boolean;
  bookmarked: boolean;
  withComments?: boolean;
  extra?: ReactNode;
}) {
  const t = useTranslations('assets.menu');
  const { _id: objectId, performerId } = item;
  const comments = item.stats.comments;
  const reactions: ReactionState = { liked, bookmarked, likes: item.stats.likes };
  const viewerId = useAppSelector((state) => state.user.current._id);
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const isOwner = viewerId !== '' && viewerId === performerId;
  const state = useReactions(objectType, objectId, reactions);
  const [showComments, commentsPanel] = useDisclosure(false);
  const [reporting, report] = useDisclosure(false);
  const [total, setTotal] = useState(comments);

  return (
    <Paper withBorder radius="lg">
      <Group justify="space-between" gap="xs" px={{ base: 'xs', sm: 'sm' }} py={6}>
        <Group gap={4}>
          <ReactionButtons
            liked={state.liked}
            bookmarked={state.bookmarked}
            likes={state.likes}
            pending={state.pending}
            onToggle={(action) => void state.toggle(action)}
            canBookmark={!isOwner}
          />
          {withComments ? (
            <CommentsButton total={total} expanded={showComments} onClick={commentsPanel.toggle} />
          ) : null}
        </Group>
        <Group gap={4}>
          {extra}
          <MoreMenu label={t('moreOptions')} size="lg">
            {signedIn && !isOwner ? <ReportMenuItem onClick={report.open} /> : null}
          </MoreMenu>
        </Group>
      </Group>
      {withComments ? (
        <Collapse expanded={showComments}>
          <Box px={{ base: 'sm', sm: 'md' }} pb="md">
            {showComments ? (
              <FeedComments
                feedId={objectId}
                ownerId={performerId}
                objectType={objectType}
                onTotal={(change) => setTotal((n) => Math.max(0, change.total ?? n + (change.delta ?? 0)))}
              />
            ) : null}
          </Box>
        </Collapse>
      ) : null}
      {signedIn && !isOwner ? (
        <ReportDialog
          opened={reporting}
          onClose={report.close}
          feedId={objectId}
          performerId={performerId}
          target={objectType}
        />
      ) : null}
    </Paper>
  );
}
