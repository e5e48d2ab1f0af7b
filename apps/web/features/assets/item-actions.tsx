'use client';

import { ActionIcon, Box, Button, Collapse, Group, Menu, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { FeedComments } from '@/features/feeds/feed-comments';
import { ReportDialog } from '@/features/feeds/report-dialog';
import { CommentIcon, DotsIcon, FlagIcon } from '@/features/layout/icons';
import { compactCount } from '@/features/profile/profile-stats';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import type { AssetObjectType, ReactionState } from './reactions';
import { ReactionButtons } from './reaction-buttons';
import { useReactions } from './use-reactions';

/**
 * The bar under a gallery, video or product: like, comments (the post cards' comments), bookmark,
 * copy link and report.
 */
export function ItemActions({
  objectType,
  objectId,
  performerId,
  reactions,
  comments,
  withComments = true,
  extra,
}: {
  objectType: AssetObjectType;
  objectId: string;
  performerId: string;
  reactions: ReactionState;
  comments: number;
  withComments?: boolean;
  extra?: ReactNode;
}) {
  const viewerId = useAppSelector((state) => state.user.current._id);
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const isOwner = viewerId !== '' && viewerId === performerId;
  const state = useReactions(objectType, objectId, reactions);
  const [showComments, commentsPanel] = useDisclosure(false);
  const [reporting, report] = useDisclosure(false);
  const [total, setTotal] = useState(comments);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied');
    }
  };

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
            <Button
              variant="subtle"
              color="gray"
              radius="xl"
              size="compact-md"
              leftSection={<CommentIcon size={18} />}
              aria-expanded={showComments}
              aria-label={`Comments (${total})`}
              onClick={commentsPanel.toggle}
              data-testid="comments-button"
            >
              <span aria-hidden="true">{compactCount(total)}</span>
            </Button>
          ) : null}
        </Group>
        <Group gap={4}>
          {extra}
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" radius="xl" size="lg" aria-label="More options">
                <DotsIcon size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={copyLink}>Copy link</Menu.Item>
              {signedIn && !isOwner ? (
                <Menu.Item color="red" leftSection={<FlagIcon size={14} />} onClick={report.open}>
                  Report
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
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
