'use client';

import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Video } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('videos.files');
  return (
    <Group gap={6} role="status">
      <Loader size={14} />
      <Note>{t('processing')}</Note>
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
  const t = useTranslations('videos.files');
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
        {type === 'teaser' ? t('removeTeaser') : t('removeThumbnail')}
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
  const t = useTranslations('videos.files');
  const poster = videoPoster(video);
  const removable = { onRemove, removing };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="current-files">
      <FileSlot name={t('video')}>
        {video.processing ? (
          <Processing />
        ) : video.status === 'file-error' ? (
          <Text size="sm" c="red">
            {t('failed')}
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
          <Note>{t('ready', { duration: formatDuration(video.video?.duration) })}</Note>
        )}
      </FileSlot>
      <FileSlot name={t('teaser')}>
        {video.teaser ? (
          <Removable type="teaser" {...removable}>
            {video.teaserProcessing ? (
              <Processing />
            ) : video.teaser.url ? (
              <video src={video.teaser.url} controls preload="metadata" className={classes.player} />
            ) : null}
          </Removable>
        ) : (
          <Note>{t('none')}</Note>
        )}
      </FileSlot>
      <FileSlot name={t('thumbnail')}>
        {video.thumbnail ? (
          <Removable type="thumbnail" {...removable}>
            <img
              src={video.thumbnail.url ?? video.thumbnail.thumbnails[0] ?? ''}
              alt={t('currentThumbnail')}
              className={classes.player}
              style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
          </Removable>
        ) : (
          <Note>{t('frame')}</Note>
        )}
      </FileSlot>
    </SimpleGrid>
  );
}
