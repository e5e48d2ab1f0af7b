'use client';

import { Badge, Box, Card, Group, Text } from '@mantine/core';
import type { Video } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { countOf, formatDuration, videoPoster } from '@/features/assets/asset-view';
import { tokens } from '@/features/feeds/feed-view';
import { CoinIcon, LockIcon, PlayIcon, VideoIcon } from '@/features/layout/icons';
import { videoPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

/** A video in a grid (profile tab, bookmarks): poster, duration, price or lock, title, views. */
export function VideoCard({ video, showCreator = false }: { video: Video; showCreator?: boolean }) {
  const poster = videoPoster(video);
  const duration = formatDuration(video.video?.duration);
  const locked = !video.canView;
  return (
    <Card
      component={Link}
      href={videoPath(video)}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      aria-label={`${video.title}${duration ? `, ${duration}` : ''}${locked ? ', locked' : ''}`}
      data-testid="video-card"
    >
      <Box className={classes.media} data-shape="video">
        {poster ? (
          <img src={poster} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder}>
            <VideoIcon size={32} />
          </span>
        )}
        <div className={classes.badges}>
          {video.isSale && video.price > 0 ? (
            <Badge variant="filled" color="dark" radius="xl" leftSection={<CoinIcon size={12} />}>
              {tokens(video.price)}
            </Badge>
          ) : null}
          {locked ? (
            <Badge variant="filled" color="dark" radius="xl" leftSection={<LockIcon size={12} />}>
              {video.teaserId ? 'Teaser' : 'Locked'}
            </Badge>
          ) : null}
        </div>
        <div className={classes.corner}>
          <Badge variant="filled" color="dark" radius="sm" leftSection={<PlayIcon size={10} />}>
            {duration || 'Video'}
          </Badge>
        </div>
      </Box>
      <div className={classes.body}>
        <Text fw={700} lineClamp={2}>
          {video.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" truncate>
            {showCreator && video.performer
              ? video.performer.name || video.performer.username
              : countOf(video.stats.views, 'view')}{' '}
            · <TimeAgo iso={video.createdAt} />
          </Text>
        </Group>
      </div>
    </Card>
  );
}
