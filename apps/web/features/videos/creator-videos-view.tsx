'use client';

import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import type { Video } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { CardPicture, OverlayBadge, StatCount } from '@/features/assets/asset-card';
import { formatDuration, videoPoster } from '@/features/assets/asset-view';
import { FlagBadges, StatusBadges, type BadgeFlag } from '@/features/studio/status-badges';
import { CommentIcon, EyeIcon, HeartIcon, TagIcon, VideoIcon } from '@/features/layout/icons';
import { StudioRowBody } from '@/features/studio/studio-card';
import { StudioListPage, useStudioList } from '@/features/studio/studio-list';
import { editVideoPath, videoPath } from '@/lib/routes';
import { pendingFiles, useProcessingPoll } from './use-processing-poll';
import classes from '@/features/assets/assets.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

function VideoRow({ video, onDelete }: { video: Video; onDelete: (video: Video) => void }) {
  const t = useTranslations('videos.studio');
  const duration = formatDuration(video.video?.duration);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="own-video" data-video-id={video._id} style={{ flex: 1 }}>
      <StudioRowBody
        media={
          <Box
            className={classes.media}
            data-shape="video"
            w={{ base: 112, sm: 160 }}
            style={{ flexShrink: 0, borderRadius: 8 }}
          >
            <CardPicture src={videoPoster(video)} icon={<VideoIcon size={26} />} />
            {duration ? (
              <div className={classes.corner}>
                <OverlayBadge radius="sm" size="sm">
                  {duration}
                </OverlayBadge>
              </div>
            ) : null}
          </Box>
        }
        actions={{
          name: video.title,
          kind: 'video',
          viewHref: videoPath(video),
          edit: editVideoPath(video._id),
          onDelete: () => onDelete(video),
        }}
      >
        <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {video.title}
        </Text>
        <Group gap={4}>
          <StatusBadges item={video} />
          <FlagBadges
            flags={[
              {
                show: video.processing,
                color: 'cyan',
                icon: <Loader size={9} color="cyan" />,
                testId: 'video-processing',
                label: t('processing'),
              },
              {
                show: video.teaserId,
                color: 'grape',
                label: video.teaserProcessing ? t('teaserProcessing') : t('teaser'),
              },
              ...video.tags.slice(0, 3).map((tag): BadgeFlag => ({
                variant: 'default',
                tt: 'none',
                icon: <TagIcon size={10} />,
                label: tag,
              })),
            ]}
          />
        </Group>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            <TimeAgo iso={video.createdAt} />
          </Text>
          <StatCount c="dimmed" icon={<EyeIcon size={12} />} value={video.stats.views} />
          <StatCount c="dimmed" icon={<HeartIcon size={12} />} value={video.stats.likes} />
          <StatCount c="dimmed" icon={<CommentIcon size={12} />} value={video.stats.comments} />
        </Group>
      </StudioRowBody>
    </Paper>
  );
}

/**
 * /creator/videos: the creator's videos (searchable, by status, paged in the address), with their
 * processing state asked about every 5 s until each file is ready.
 */
export function CreatorVideosView() {
  const t = useTranslations('videos.studio');
  const studio = useStudioList<Video>('videos');
  const { page, deleting } = studio;
  const pending = useMemo(() => pendingFiles(page.items), [page.items]);
  useProcessingPoll(pending, () => void page.reload({ quiet: true }));
  return (
    <StudioListPage
      studio={studio}
      render={(video) => <VideoRow video={video} onDelete={studio.setDeleting} />}
      removeMessage={t('removeMessage', { title: deleting?.title ?? '' })}
    />
  );
}
