'use client';

import { ActionIcon, Badge, Box, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { feedCardThumbnail, type Feed, type FileView } from '@fanlane/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon, LockIcon, MusicIcon } from '@/features/layout/icons';
import { SubscribeToUnlockPost } from '@/features/subscriptions/subscribe-button';
import { UnlockButton } from '@/features/wallet/unlock-button';
import { describeMedia, lockOf, lockedPreview, mediaOf } from './feed-view';
import classes from './feed-card.module.css';

/** The photo viewer's previous and next buttons. */
const VIEWER_STEPS = [
  { side: 'left', by: -1, label: 'Previous photo', Icon: ChevronLeftIcon },
  { side: 'right', by: 1, label: 'Next photo', Icon: ChevronRightIcon },
] as const;

function formatDuration(seconds: number | null): string {
  if (!seconds || seconds <= 0) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The photo viewer: one photo at a time, arrows and the arrow keys to move between them. */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  author,
}: {
  photos: FileView[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  author: string;
}) {
  const count = photos.length;
  const current = index === null ? null : photos[index];
  const step = useCallback(
    (by: number) => {
      if (index === null || count < 2) return;
      onIndex((index + by + count) % count);
    },
    [count, index, onIndex],
  );

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, step]);

  return (
    <Modal
      opened={current != null}
      onClose={onClose}
      size="xl"
      centered
      padding={0}
      title={index === null ? '' : `Photo ${index + 1} of ${count}`}
      classNames={{ body: classes.viewerBody }}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
      data-testid="photo-viewer"
    >
      {current ? (
        <>
          <img
            src={current.url ?? current.thumbnails[0] ?? ''}
            alt={`Photo ${(index ?? 0) + 1} of ${count} by ${author}`}
            className={classes.viewerImage}
          />
          {count > 1 ? (
            <>
              {VIEWER_STEPS.map(({ side, by, label, Icon }) => (
                <ActionIcon
                  key={side}
                  className={classes.viewerNav}
                  data-side={side}
                  variant="white"
                  color="dark"
                  radius="xl"
                  size="lg"
                  onClick={() => step(by)}
                  aria-label={label}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}

/** Up to four tiles; the fourth says how many more there are. Each opens the viewer. */
function PhotoGrid({ photos, author, onMediaError }: { photos: FileView[]; author: string; onMediaError: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = photos.slice(0, 4);
  const extra = photos.length - shown.length;
  const single = photos.length === 1 ? photos[0] : null;
  return (
    <>
      <div className={classes.grid} data-count={Math.min(photos.length, 4)} data-testid="feed-photos">
        {shown.map((photo, i) => (
          <button
            type="button"
            key={photo._id}
            className={`${classes.tile} ${single ? classes.single : ''}`}
            onClick={() => setOpen(i)}
            aria-label={`Open photo ${i + 1} of ${photos.length}`}
            style={
              single && single.width && single.height
                ? { aspectRatio: `${Math.max(0.8, Math.min(1.9, single.width / single.height))}` }
                : undefined
            }
          >
            <img
              src={(single ? (photo.url ?? photo.thumbnails[0]) : (photo.thumbnails[0] ?? photo.url)) ?? ''}
              alt=""
              loading="lazy"
              onError={onMediaError}
            />
            {extra > 0 && i === shown.length - 1 ? (
              <span className={classes.more} aria-hidden="true">
                +{extra}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} author={author} />
    </>
  );
}

function Processing({ kind }: { kind: 'video' | 'audio' }) {
  return (
    <div className={classes.processing} role="status" data-testid="media-processing">
      <Loader size="sm" />
      <Text size="sm">This {kind} is still being processed. It will play here soon.</Text>
    </div>
  );
}

function Failed({ kind }: { kind: 'video' | 'audio' }) {
  return (
    <div className={classes.processing} role="alert">
      <AlertIcon size={18} />
      <Text size="sm">This {kind} could not be processed.</Text>
    </div>
  );
}

function VideoPlayer({
  file,
  poster,
  onMediaError,
}: {
  file: FileView;
  poster: string | null;
  onMediaError: () => void;
}) {
  if (file.status === 'processing' || (file.status === 'finished' && !file.url)) return <Processing kind="video" />;
  if (file.status === 'error' || !file.url) return <Failed kind="video" />;
  // The API delivers MP4 (H.264/AAC), which every browser plays natively: no HLS player needed.
  return (
    <video
      className={classes.video}
      src={file.url}
      poster={file.thumbnails[0] ?? poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      onError={onMediaError}
      data-testid="feed-video"
    />
  );
}

function AudioPlayer({ file, onMediaError }: { file: FileView; onMediaError: () => void }) {
  if (file.status === 'processing') return <Processing kind="audio" />;
  if (file.status === 'error' || !file.url) return <Failed kind="audio" />;
  return (
    <Stack gap={6} className={classes.audio}>
      <Group gap="xs" wrap="nowrap">
        <MusicIcon size={16} />
        <Text size="sm" fw={600} truncate style={{ flex: 1 }}>
          {file.name || 'Audio'}
        </Text>
        {file.duration ? (
          <Text size="xs" c="dimmed">
            {formatDuration(file.duration)}
          </Text>
        ) : null}
      </Group>
      <audio src={file.url} controls preload="metadata" onError={onMediaError} data-testid="feed-audio" />
    </Stack>
  );
}

/**
 * What a locked post shows instead of its media: the blurred preview (always allowed), what the
 * post holds, and the way in: buy it from the wallet or subscribe in the subscribe dialog.
 */
function LockedMedia({ feed }: { feed: Feed }) {
  const preview = lockedPreview(feed);
  const kind = lockOf(feed);
  const holds = describeMedia(feed);
  return (
    <Stack gap="sm">
      {feed.teaser?.url ? (
        <Box pos="relative">
          <video
            className={classes.video}
            src={feed.teaser.url}
            poster={feed.teaser.thumbnails[0] ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label="Teaser"
            data-testid="feed-teaser"
          />
          <Badge pos="absolute" top={10} left={10} variant="filled" color="dark" radius="xl">
            Teaser
          </Badge>
        </Box>
      ) : null}
      <div className={classes.locked} data-testid="feed-locked">
        {preview ? <img src={preview} alt="" className={classes.lockedPreview} aria-hidden="true" /> : null}
        <div className={classes.lockPanel}>
          <Stack gap={8} align="center">
            <LockIcon size={26} />
            {holds ? (
              <Text size="sm" fw={600}>
                {holds}
              </Text>
            ) : null}
            {kind === 'purchase' ? (
              <>
                <Text size="sm" c="dimmed">
                  Pay once to unlock this post.
                </Text>
                <UnlockButton
                  item={{
                    target: 'feed',
                    _id: feed._id,
                    title:
                      feed.title ||
                      feed.text.slice(0, 80) ||
                      `A post by ${feed.performer.name || feed.performer.username}`,
                    price: feed.price,
                    image: preview,
                    performerName: feed.performer.name || feed.performer.username,
                  }}
                />
              </>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  Subscribe to {feed.performer.name || feed.performer.username} to see this post.
                </Text>
                <SubscribeToUnlockPost feedId={feed._id} performer={feed.performer} />
              </>
            )}
          </Stack>
        </div>
      </div>
    </Stack>
  );
}

/** A post's media: photos, video or audio when the viewer may see them, else the locked panel. */
export function FeedMedia({ feed, onMediaError }: { feed: Feed; onMediaError: () => void }) {
  // One refresh per card: an expired signed link gets new ones, a broken file does not loop.
  const refreshed = useRef(false);
  const onError = useCallback(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    onMediaError();
  }, [onMediaError]);

  if (feed.files.length === 0) return null;
  if (lockOf(feed)) return <LockedMedia feed={feed} />;
  const { photos, videos, audios } = mediaOf(feed);
  const author = feed.performer.name || feed.performer.username;
  const poster = feed.thumbnail?.url ?? feedCardThumbnail(feed);
  return (
    <Stack gap="sm">
      {photos.length > 0 ? <PhotoGrid photos={photos} author={author} onMediaError={onError} /> : null}
      {videos.map((file) => (
        <VideoPlayer key={file._id} file={file} poster={poster} onMediaError={onError} />
      ))}
      {audios.map((file) => (
        <AudioPlayer key={file._id} file={file} onMediaError={onError} />
      ))}
    </Stack>
  );
}
