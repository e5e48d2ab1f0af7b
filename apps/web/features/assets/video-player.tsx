'use client';

import { Badge, Box } from '@mantine/core';
import { useTranslations } from 'next-intl';

export interface VideoPlayerProps {
  className?: string;
  src: string;
  poster: string | null | undefined;
  /** The player's accessible name. */
  label: string;
  testId: string;
  onError?: () => void;
}

/** A video with its controls, loading only its metadata until played. */
export function VideoPlayer({ className, src, poster, label, testId, onError }: VideoPlayerProps) {
  return (
    <video
      className={className}
      src={src}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      onError={onError}
      aria-label={label}
      data-testid={testId}
    />
  );
}

/** A teaser anyone may play, marked "Teaser" in its corner, above a locked item. */
export function TeaserPlayer(props: VideoPlayerProps) {
  const t = useTranslations('assets');
  return (
    <Box pos="relative">
      <VideoPlayer {...props} />
      <Badge pos="absolute" top={10} left={10} variant="filled" color="dark" radius="xl">
        {t('teaser')}
      </Badge>
    </Box>
  );
}
