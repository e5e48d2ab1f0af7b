'use client';

import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Video } from '@fanlane/shared';
import type { ReactNode } from 'react';
import { formatDuration, videoPoster } from '@/features/assets/asset-view';
import { TrashIcon } from '@/features/layout/icons';
import classes from '@/features/assets/assets.module.css';

type RemovableFile = 'teaser' | 'thumbnail';

/** One of the files: its name above what it is now. */
function FileSlot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {children}
    </Stack>
  );
}

/** A grey line under a file's name ("None", "Processing…"). */
function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Processing() {
  return (
    <Group gap={6} role="status">
      <Loader size={14} />
      <Note>Processing…</Note>
    </Group>
  );
}

/** An optional file that is there: what it shows, and the button that removes it. */
function Removable({
  type,
  onRemove,
  removing,
  children,
}: {
  type: RemovableFile;
  onRemove: (type: RemovableFile) => void;
  removing: RemovableFile | null;
  children: ReactNode;
}) {
  return (
    <>
      {children}
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<TrashIcon size={12} />}
        onClick={() => onRemove(type)}
        loading={removing === type}
        style={{ alignSelf: 'flex-start' }}
      >
        Remove {type}
      </Button>
    </>
  );
}

/** What the video has now (editing): its processing state, the teaser and the thumbnail. */
export function CurrentFiles({
  video,
  onRemove,
  removing,
}: {
  video: Video;
  onRemove: (type: RemovableFile) => void;
  removing: RemovableFile | null;
}) {
  const poster = videoPoster(video);
  const removable = { onRemove, removing };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="current-files">
      <FileSlot name="Video">
        {video.processing ? (
          <Processing />
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
          <Note>Ready {formatDuration(video.video?.duration)}</Note>
        )}
      </FileSlot>
      <FileSlot name="Teaser">
        {video.teaser ? (
          <Removable type="teaser" {...removable}>
            {video.teaserProcessing ? (
              <Processing />
            ) : video.teaser.url ? (
              <video src={video.teaser.url} controls preload="metadata" className={classes.player} />
            ) : null}
          </Removable>
        ) : (
          <Note>None</Note>
        )}
      </FileSlot>
      <FileSlot name="Thumbnail">
        {video.thumbnail ? (
          <Removable type="thumbnail" {...removable}>
            <img
              src={video.thumbnail.url ?? video.thumbnail.thumbnails[0] ?? ''}
              alt="Current thumbnail"
              className={classes.player}
              style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
          </Removable>
        ) : (
          <Note>A frame of the video</Note>
        )}
      </FileSlot>
    </SimpleGrid>
  );
}
