'use client';

import { Box, Group, Paper, Text } from '@mantine/core';
import { feedCardThumbnail, type Feed } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { StatCount } from '@/features/assets/asset-card';
import { scheduledLater } from '@/features/assets/asset-view';
import {
  CommentIcon,
  HeartIcon,
  ImageIcon,
  MusicIcon,
  NoteIcon,
  PinIcon,
  PollIcon,
  VideoIcon,
} from '@/features/layout/icons';
import { StudioRowBody } from '@/features/studio/studio-card';
import { FlagBadges, accessFlag, scheduledFlag } from '@/features/studio/status-badges';
import { editPostPath } from '@/lib/routes';
import { postPath } from './feed-view';
import { TimeAgo } from './time-ago';

const TYPE_ICONS = { text: NoteIcon, photo: ImageIcon, video: VideoIcon, audio: MusicIcon } as const;

/** One of the creator's own posts: its thumbnail (or kind), text, flags, age and counts, with view, edit and delete. */
export function OwnPostRow({ feed, onDelete }: { feed: Feed; onDelete: (feed: Feed) => void }) {
  const t = useTranslations('feeds.own');
  const thumb = feedCardThumbnail(feed);
  const Icon = TYPE_ICONS[feed.type as keyof typeof TYPE_ICONS] ?? NoteIcon;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="own-post">
      <StudioRowBody
        media={
          <Box
            w={72}
            h={72}
            style={{
              flexShrink: 0,
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
              color: 'var(--mantine-color-dimmed)',
            }}
          >
            {thumb ? (
              <img src={thumb} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <Icon size={26} />
            )}
          </Box>
        }
        actions={{
          name: 'post',
          kind: 'post',
          viewHref: postPath(feed),
          edit: editPostPath(feed._id),
          onDelete: () => onDelete(feed),
        }}
      >
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {feed.text}
        </Text>
        <Group gap={6}>
          <FlagBadges
            flags={[
              {
                variant: 'default',
                icon: <Icon size={12} />,
                label:
                  feed.type === 'photo' && feed.files.length > 1
                    ? t('photos', { count: feed.files.length })
                    : feed.type in TYPE_ICONS
                      ? t(`types.${feed.type as keyof typeof TYPE_ICONS}`)
                      : feed.type,
              },
              accessFlag(feed),
              { show: feed.polls.length > 0, color: 'grape', icon: <PollIcon size={12} />, label: t('poll') },
              { show: feed.isPinned, color: 'blue', icon: <PinIcon size={12} />, label: t('pinned') },
              scheduledFlag(scheduledLater({ isSchedule: feed.isSchedule, scheduledAt: feed.scheduleAt })),
              { show: feed.status === 'inactive', color: 'gray', label: t('hidden') },
              { show: feed.files.some((f) => f.status === 'processing'), color: 'cyan', label: t('processing') },
              { show: feed.files.some((f) => f.status === 'error'), color: 'red', label: t('fileError') },
            ]}
          />
        </Group>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            <TimeAgo iso={feed.createdAt} />
          </Text>
          <StatCount c="dimmed" icon={<HeartIcon size={12} />} value={feed.totalLike} />
          <StatCount c="dimmed" icon={<CommentIcon size={12} />} value={feed.totalComment} />
        </Group>
      </StudioRowBody>
    </Paper>
  );
}
