'use client';

import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Video } from '@fanlane/shared';
import { formatDuration, videoPoster } from '@/features/assets/asset-view';
import { TrashIcon } from '@/features/layout/icons';
import classes from '@/features/assets/assets.module.css';

/** What the video has now (editing): its processing state, the teaser and the thumbnail. */
export function CurrentFiles({
  video,
  onRemove,
  removing,
}: {
  video: Video;
  onRemove: (type: 'teaser' | 'thumbnail') => void;
  removing: 'teaser' | 'thumbnail' | null;
}) {
  const poster = videoPoster(video);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="current-files">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Video
        </Text>
        {video.processing ? (
          <Group gap={6} role="status">
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              Processing…
            </Text>
          </Group>
        ) : video.status === 'file-error' ? (
          <Text size="sm" c="red">
            This file could not be processed: upload another one.
          </Text>
        ) : video.video?.url ? (
          <video
            src={video.video.url}
            poster={poster ?? undefined}
            controls
            preload="metadata"
            className={classes.player}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Ready {formatDuration(video.video?.duration)}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Teaser
        </Text>
        {video.teaser ? (
          <>
            {video.teaserProcessing ? (
              <Group gap={6} role="status">
                <Loader size={14} />
                <Text size="sm" c="dimmed">
                  Processing…
                </Text>
              </Group>
            ) : video.teaser.url ? (
              <video src={video.teaser.url} controls preload="metadata" className={classes.player} />
            ) : null}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<TrashIcon size={12} />}
              onClick={() => onRemove('teaser')}
              loading={removing === 'teaser'}
              style={{ alignSelf: 'flex-start' }}
            >
              Remove teaser
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Thumbnail
        </Text>
        {video.thumbnail ? (
          <>
            <img
              src={video.thumbnail.url ?? video.thumbnail.thumbnails[0] ?? ''}
              alt="Current thumbnail"
              className={classes.player}
              style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<TrashIcon size={12} />}
              onClick={() => onRemove('thumbnail')}
              loading={removing === 'thumbnail'}
              style={{ alignSelf: 'flex-start' }}
            >
              Remove thumbnail
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            A frame of the video
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
