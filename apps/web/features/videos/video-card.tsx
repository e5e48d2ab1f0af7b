'use client';

import { Box, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Video } from '@fanlane/shared';
import { CardPicture, LinkCard, OverlayBadge, creatorOr } from '@/features/assets/asset-card';
import { formatDuration, videoPoster } from '@/features/assets/asset-view';
import { useFormat } from '@/lib/i18n/use-format';
import { CoinIcon, LockIcon, PlayIcon, VideoIcon } from '@/features/layout/icons';
import { videoPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

/** A video in a grid (profile tab, bookmarks): poster, duration, price or lock, title, views. */
export function VideoCard({ video, showCreator = false }: { video: Video; showCreator?: boolean }) {
  const t = useTranslations('videos');
  const f = useFormat();
  const duration = formatDuration(video.video?.duration);
  const locked = !video.canView;
  return (
    <LinkCard
      href={videoPath(video)}
      label={
        duration
          ? t(locked ? 'card.labelLengthLocked' : 'card.labelLength', { title: video.title, duration })
          : t(locked ? 'card.labelLocked' : 'card.label', { title: video.title })
      }
      testId="video-card"
    >
      <Box className={classes.media} data-shape="video">
        <CardPicture src={videoPoster(video)} icon={<VideoIcon size={32} />} />
        <div className={classes.badges}>
          {video.isSale && video.price > 0 ? (
            <OverlayBadge icon={<CoinIcon size={12} />}>{f.tokens(video.price)}</OverlayBadge>
          ) : null}
          {locked ? (
            <OverlayBadge icon={<LockIcon size={12} />}>
              {video.teaserId ? t('card.teaser') : t('card.locked')}
            </OverlayBadge>
          ) : null}
        </div>
        <div className={classes.corner}>
          <OverlayBadge radius="sm" icon={<PlayIcon size={10} />}>
            {duration || t('card.video')}
          </OverlayBadge>
        </div>
      </Box>
      <div className={classes.body}>
        <Text fw={700} lineClamp={2}>
          {video.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" truncate>
            {creatorOr(showCreator, video.performer, t('views', { count: video.stats.views }))} ·{' '}
            <TimeAgo iso={video.createdAt} />
          </Text>
        </Group>
      </div>
    </LinkCard>
  );
}
