'use client';

import { Badge, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { feedCardThumbnail, type Feed, type FileView } from '@fanlane/shared';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { AlertIcon, MusicIcon } from '@/features/layout/icons';
import { SubscribeToUnlockPost } from '@/features/subscriptions/subscribe-button';
import { UnlockButton } from '@/features/wallet/unlock-button';
import { describeMedia, lockOf, lockedPreview, mediaOf } from './feed-view';
import { LockPanelFrame } from './lock-panel-frame';
import classes from './feed-card.module.css';

// The viewer (a Mantine Modal, its focus trap and floating-ui) loads when a photo is first opened.
const PhotoViewer = dynamic(() => import('./photo-viewer').then((m) => m.PhotoViewer), { ssr: false });

function formatDuration(seconds: number | null): string {
  if (!seconds || seconds <= 0) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Up to four tiles; the fourth says how many more there are. Each opens the viewer. */
function PhotoGrid({ photos, author, onMediaError }: { photos: FileView[]; author: string; onMediaError: () => void }) {
  const t = useTranslations('feeds.media');
  const [open, setOpen] = useState<number | null>(null);
  const [viewed, setViewed] = useState(false);
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
            onClick={() => {
              setViewed(true);
              setOpen(i);
            }}
            aria-label={t('openPhoto', { index: i + 1, total: photos.length })}
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
      {viewed ? (
        <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} author={author} />
      ) : null}
    </>
  );
}

function Processing({ kind }: { kind: 'video' | 'audio' }) {
  const t = useTranslations('feeds.media');
  return (
    <div className={classes.processing} role="status" data-testid="media-processing">
      <Loader size="sm" />
      <Text size="sm">{t(`processing.${kind}`)}</Text>
    </div>
  );
}

function Failed({ kind }: { kind: 'video' | 'audio' }) {
  const t = useTranslations('feeds.media');
  return (
    <div className={classes.processing} role="alert">
      <AlertIcon size={18} />
      <Text size="sm">{t(`failed.${kind}`)}</Text>
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
  const t = useTranslations('feeds.media');
  if (file.status === 'processing') return <Processing kind="audio" />;
  if (file.status === 'error' || !file.url) return <Failed kind="audio" />;
  return (
    <Stack gap={6} className={classes.audio}>
      <Group gap="xs" wrap="nowrap">
        <MusicIcon size={16} />
        <Text size="sm" fw={600} truncate style={{ flex: 1 }}>
          {file.name || t('audio')}
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
  const t = useTranslations('feeds.media');
  const preview = lockedPreview(feed);
  const kind = lockOf(feed);
  const holds = describeMedia(feed)
    .map((part) => t(`holds.${part.kind}`, { count: part.count }))
    .join(', ');
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
            aria-label={t('teaser')}
            data-testid="feed-teaser"
          />
          <Badge pos="absolute" top={10} left={10} variant="filled" color="dark" radius="xl">
            {t('teaser')}
          </Badge>
        </Box>
      ) : null}
      <div className={classes.locked} data-testid="feed-locked">
        {preview ? <img src={preview} alt="" className={classes.lockedPreview} aria-hidden="true" /> : null}
        <LockPanelFrame
          purchase={kind === 'purchase'}
          noun="post"
          name={feed.performer.name || feed.performer.username}
          holds={holds}
        >
          {kind === 'purchase' ? (
            <UnlockButton
              item={{
                target: 'feed',
                _id: feed._id,
                title:
                  feed.title ||
                  feed.text.slice(0, 80) ||
                  t('postBy', { name: feed.performer.name || feed.performer.username }),
                price: feed.price,
                image: preview,
                performerName: feed.performer.name || feed.performer.username,
              }}
            />
          ) : (
            <SubscribeToUnlockPost feedId={feed._id} performer={feed.performer} />
          )}
        </LockPanelFrame>
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
