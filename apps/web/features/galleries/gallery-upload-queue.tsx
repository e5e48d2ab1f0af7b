'use client';

import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { QueueRow } from './gallery-photo-tile';
import type { queueSummary } from './photo-queue';
import type { usePhotoUploads } from './use-photo-uploads';

/**
 * The photos going up into a gallery: how many are done, "Clear finished" once none is waiting or
 * uploading, the bar of the whole batch and a row per photo (retry, remove).
 */
export function GalleryUploadQueue({
  uploads,
  summary,
  active,
}: {
  uploads: ReturnType<typeof usePhotoUploads>;
  summary: ReturnType<typeof queueSummary>;
  active: boolean;
}) {
  const t = useTranslations('galleries.queue');
  return (
    <Stack gap="xs" data-testid="upload-queue">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t('done', { done: summary.done, total: summary.total })}
        </Text>
        {!active ? (
          <Button size="compact-xs" variant="subtle" onClick={uploads.clearDone}>
            {t('clear')}
          </Button>
        ) : null}
      </Group>
      <Progress value={summary.percent} size="xs" radius="xl" aria-label={t('all', { percent: summary.percent })} />
      <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {uploads.items.map((item) => (
          <QueueRow
            key={item.key}
            item={item}
            onRetry={() => uploads.retry(item.key)}
            onRemove={() => uploads.remove(item.key)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
