'use client';

import { Anchor, Badge, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { FileView, Video } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useMemo, useRef, useState } from 'react';
import { assetLock, countOf, formatDuration, videoPoster } from '@/features/assets/asset-view';
import { CreatorLine } from '@/features/assets/creator-line';
import { ItemActions } from '@/features/assets/item-actions';
import { LockPanel, LockedArea } from '@/features/assets/lock-panel';
import { fullDate, tokens } from '@/features/feeds/feed-view';
import { AlertIcon, ChevronLeftIcon, CoinIcon, PencilIcon, TagIcon } from '@/features/layout/icons';
import { useOnPurchased } from '@/features/wallet/use-purchases';
import { useApi } from '@/lib/api/api-context';
import { editVideoPath, profilePath } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { pendingFiles, useProcessingPoll } from './use-processing-poll';
import classes from '@/features/assets/assets.module.css';
import feedClasses from '@/features/feeds/feed-card.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

function Processing() {
  return (
    <div className={feedClasses.processing} role="status" data-testid="video-processing" style={{ minHeight: 280 }}>
      <Loader size="sm" />
      <Text size="sm">This video is still being processed. It will play here soon.</Text>
    </div>
  );
}

/**
 * A video's page (/videos/{slug}): the player for viewers who may watch it (owner, subscribers, or
 * buyers when it is for sale); for others the teaser, the thumbnail and the lock panel. A file
 * still being processed is asked about every 5 s and plays once ready.
 */
export function VideoView({ video: initial }: { video: Video }) {
  const api = useApi();
  const viewerId = useAppSelector((state) => state.user.current._id);
  const [video, setVideo] = useState(initial);
  const isOwner = viewerId !== '' && viewerId === video.performerId;
  const lock = assetLock(video);
  const poster = videoPoster(video);
  const refreshed = useRef(false);
  const pending = useMemo(() => pendingFiles([video]), [video]);
  const author = video.performer?.name || video.performer?.username || 'the creator';

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
  const scheduled = video.isSchedule && video.scheduledAt && new Date(video.scheduledAt).getTime() > Date.now();

  let stage;
  if (!lock) {
    if (video.status === 'file-error' || video.video?.status === 'error') {
      stage = (
        <div className={feedClasses.processing} role="alert" style={{ minHeight: 280 }}>
          <AlertIcon size={18} />
          <Text size="sm">This video could not be processed.</Text>
        </div>
      );
    } else if (video.processing || !video.video?.url) {
      stage = <Processing />;
    } else {
      stage = (
        <video
          className={classes.player}
          src={video.video.url}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          onError={onMediaError}
          aria-label={video.title}
          data-testid="video-player"
        />
      );
    }
  } else {
    stage = (
      <Stack gap="sm">
        {video.teaser?.url ? (
          <Box pos="relative">
            <video
              className={classes.player}
              src={video.teaser.url}
              poster={poster ?? undefined}
              controls
              playsInline
              preload="metadata"
              aria-label={`Teaser of ${video.title}`}
              data-testid="video-teaser"
            />
            <Badge pos="absolute" top={10} left={10} variant="filled" color="dark" radius="xl">
              Teaser
            </Badge>
          </Box>
        ) : null}
        <LockedArea preview={poster} minHeight={video.teaser?.url ? 220 : 360} testId="video-locked">
          <LockPanel
            lock={lock}
            price={video.price}
            performer={video.performer}
            holds={duration ? `Full video · ${duration}` : 'Full video'}
            noun="video"
            item={{ target: 'video', _id: video._id, title: video.title, image: poster }}
          />
        </LockedArea>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%" data-testid="video-page">
      {video.performer ? (
        <Anchor
          component={Link}
          href={`${profilePath(video.performer.username || video.performer._id)}?tab=videos`}
          size="sm"
          c="dimmed"
        >
          <ChevronLeftIcon size={14} style={{ verticalAlign: 'middle' }} /> {author}&apos;s videos
        </Anchor>
      ) : null}
      {stage}
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="video-title">
              {video.title}
            </Title>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {countOf(video.stats.views, 'view')} · <TimeAgo iso={video.createdAt} />
              </Text>
              {video.isSale && video.price > 0 ? (
                <Badge variant="light" radius="xl" leftSection={<CoinIcon size={12} />}>
                  {tokens(video.price)}
                </Badge>
              ) : null}
              {scheduled ? (
                <Badge variant="light" color="yellow" radius="xl">
                  {fullDate(video.scheduledAt!)}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <Group gap="sm">
            <CreatorLine performer={video.performer} />
            {isOwner ? (
              <Button
                component={Link}
                href={editVideoPath(video._id)}
                variant="default"
                radius="xl"
                leftSection={<PencilIcon size={14} />}
              >
                Edit
              </Button>
            ) : null}
          </Group>
        </Group>
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
      <ItemActions
        objectType="video"
        objectId={video._id}
        performerId={video.performerId}
        reactions={{ liked: video.isLiked, bookmarked: video.isBookmarked, likes: video.stats.likes }}
        comments={video.stats.comments}
      />
    </Stack>
  );
}
