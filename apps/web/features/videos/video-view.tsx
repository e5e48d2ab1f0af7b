'use client';

import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import type { FileView, Video } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { assetLock, formatDuration, videoPoster } from '@/features/assets/asset-view';
import { AssetHeading, AssetPage, LaterBadge, PriceBadge } from '@/features/assets/asset-page';
import { ItemActions } from '@/features/assets/item-actions';
import { TeaserPlayer, VideoPlayer } from '@/features/assets/video-player';
import { LockPanel, LockedArea } from '@/features/assets/lock-panel';
import { AlertIcon, TagIcon } from '@/features/layout/icons';
import { useOnPurchased } from '@/features/wallet/use-purchases';
import { useApi } from '@/lib/api/api-context';
import { useAppSelector } from '@/lib/store/hooks';
import { pendingFiles, useProcessingPoll } from './use-processing-poll';
import classes from '@/features/assets/assets.module.css';
import feedClasses from '@/features/feeds/feed-card.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

function Processing() {
  const t = useTranslations('videos.view');
  return (
    <div className={feedClasses.processing} role="status" data-testid="video-processing" style={{ minHeight: 280 }}>
      <Loader size="sm" />
      <Text size="sm">{t('processing')}</Text>
    </div>
  );
}

/**
 * A video's page (/videos/{slug}): the player for viewers who may watch it (owner, subscribers, or
 * buyers when it is for sale); for others the teaser, the thumbnail and the lock panel. A file
 * still being processed is asked about every 5 s and plays once ready.
 */
export function VideoView({ video: initial }: { video: Video }) {
  const t = useTranslations('videos');
  const api = useApi();
  const viewerId = useAppSelector((state) => state.user.current._id);
  const [video, setVideo] = useState(initial);
  const isOwner = viewerId !== '' && viewerId === video.performerId;
  const lock = assetLock(video);
  const poster = videoPoster(video);
  const refreshed = useRef(false);
  const pending = useMemo(() => pendingFiles([video]), [video]);

  // Once processed, the status answer carries the playable link (for entitled viewers only).
  useProcessingPoll(pending, (file: FileView) => {
    setVideo((v) =>
      file._id === v.fileId
        ? { ...v, processing: false, video: file, status: file.status === 'error' ? 'file-error' : v.status }
        : file._id === v.teaserId
          ? { ...v, teaserProcessing: false, teaser: file }
          : v,
    );
  });

  /** Bought (here or in another tab): the video is read again and plays in place. */
  useOnPurchased(video._id, () => {
    api
      .get<Video>(`/performer-assets/videos/${encodeURIComponent(video._id)}`)
      .then((fresh) => fresh && setVideo(fresh))
      .catch(() => undefined);
  });

  /** An expired signed link (5 minutes) gets a fresh copy of the video, once. */
  const onMediaError = () => {
    if (refreshed.current) return;
    refreshed.current = true;
    api
      .get<Video>(`/performer-assets/videos/${encodeURIComponent(video._id)}`)
      .then((fresh) => fresh && setVideo(fresh))
      .catch(() => undefined);
  };

  const duration = formatDuration(video.video?.duration);

  let stage;
  if (!lock) {
    if (video.status === 'file-error' || video.video?.status === 'error') {
      stage = (
        <div className={feedClasses.processing} role="alert" style={{ minHeight: 280 }}>
          <AlertIcon size={18} />
          <Text size="sm">{t('view.failed')}</Text>
        </div>
      );
    } else if (video.processing || !video.video?.url) {
      stage = <Processing />;
    } else {
      stage = (
        <VideoPlayer
          className={classes.player}
          src={video.video.url}
          poster={poster}
          onError={onMediaError}
          label={video.title}
          testId="video-player"
        />
      );
    }
  } else {
    stage = (
      <Stack gap="sm">
        {video.teaser?.url ? (
          <TeaserPlayer
            className={classes.player}
            src={video.teaser.url}
            poster={poster}
            label={t('view.teaserOf', { title: video.title })}
            testId="video-teaser"
          />
        ) : null}
        <LockedArea preview={poster} minHeight={video.teaser?.url ? 220 : 360} testId="video-locked">
          <LockPanel
            lock={lock}
            price={video.price}
            performer={video.performer}
            holds={duration ? t('view.fullVideoLength', { duration }) : t('view.fullVideo')}
            noun="video"
            item={{ target: 'video', _id: video._id, title: video.title, image: poster }}
          />
        </LockedArea>
      </Stack>
    );
  }

  return (
    <AssetPage kind="video" performer={video.performer}>
      {stage}
      <Stack gap="sm">
        <AssetHeading kind="video" item={video} isOwner={isOwner}>
          <Text size="sm" c="dimmed">
            {t('views', { count: video.stats.views })} · <TimeAgo iso={video.createdAt} />
          </Text>
          <PriceBadge item={video} />
          <LaterBadge item={video} />
        </AssetHeading>
        {video.tags.length > 0 ? (
          <Group gap={6}>
            {video.tags.map((tag) => (
              <Badge key={tag} variant="default" radius="xl" leftSection={<TagIcon size={10} />} tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {video.description ? <Text className={classes.description}>{video.description}</Text> : null}
      </Stack>
      <ItemActions objectType="video" item={video} liked={video.isLiked} bookmarked={video.isBookmarked} />
    </AssetPage>
  );
}
