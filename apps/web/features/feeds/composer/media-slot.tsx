'use client';

import { ActionIcon, Badge, Button, Group, Input, Loader, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FeedUploadKind } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { CheckedDropArea } from '@/features/media/drop-zone';
import type { FileRule } from '@/features/media/file-checks';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon, FileIcon, MusicIcon, TrashIcon } from '@/features/layout/icons';
import { useRuleHint } from '@/features/studio/use-rule-hint';
import { PROCESSING_FAILED, type UploadItem } from './uploads.slice';
import classes from './composer.module.css';

function TilePreview({ item }: { item: UploadItem }) {
  const isVideo = item.mimeType.startsWith('video/');
  const isAudio = item.mimeType.startsWith('audio/');
  const picture = item.thumbnailUrl ?? (isVideo ? null : item.localUrl);
  if (picture) return <img src={picture} alt="" />;
  if (isVideo && item.localUrl) return <video src={item.localUrl} muted preload="metadata" aria-hidden="true" />;
  if (isAudio) return <MusicIcon size={32} />;
  return <FileIcon size={32} />;
}

function TileStatus({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  const t = useTranslations('feeds.composer.upload');
  if (item.phase === 'uploading') {
    return (
      <Stack gap={2}>
        <Group justify="space-between" gap={4}>
          <Text size="xs" c="dimmed">
            {item.progress >= 100 ? t('saving') : t('uploading')}
          </Text>
          <Text size="xs" c="dimmed">
            {item.progress}%
          </Text>
        </Group>
        <Progress
          value={item.progress}
          size="sm"
          radius="xl"
          striped
          animated
          aria-label={t('uploadingFile', { name: item.name, progress: item.progress })}
        />
      </Stack>
    );
  }
  if (item.phase === 'processing') {
    return (
      <Group gap={6} wrap="nowrap" role="status">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('processing')}
        </Text>
      </Group>
    );
  }
  if (item.phase === 'error') {
    const error = item.error === PROCESSING_FAILED ? t('processingFailed') : (item.error ?? t('failed'));
    return (
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap" miw={0} c="red">
          <AlertIcon size={12} />
          <Text size="xs" c="red" truncate title={error}>
            {error}
          </Text>
        </Group>
        <Button size="compact-xs" variant="subtle" onClick={onRetry} aria-label={t('retryFile', { name: item.name })}>
          {t('retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Badge size="xs" color="teal" variant="light" radius="xl">
      {t('ready')}
    </Badge>
  );
}

/** A small round button over a tile's picture. */
function TileButton({
  color,
  disabled,
  onClick,
  label,
  children,
}: {
  color: 'dark' | 'red';
  disabled?: boolean;
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      size="sm"
      variant="white"
      color={color}
      radius="xl"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </ActionIcon>
  );
}

export interface MediaSlotProps {
  /** What the slot takes: names the files in its prompt. */
  kind: FeedUploadKind;
  label: string;
  description?: string;
  rule: FileRule;
  items: UploadItem[];
  /** How many files fit; more than one allows choosing several at once. */
  max: number;
  onAdd: (files: File[]) => void;
  onRemove: (item: UploadItem) => void;
  onRetry: (item: UploadItem) => void;
  onMove?: (item: UploadItem, by: -1 | 1) => void;
  error?: string;
  testId: string;
  compact?: boolean;
}

/**
 * Drop zone and tiles for one kind of file: each file is checked (type and the site's size limit)
 * before it goes up, then shows its own progress, processing state, errors with a retry, and a
 * remove button. Several photos can be reordered.
 */
export function MediaSlot({
  kind,
  label,
  description,
  rule,
  items,
  max,
  onAdd,
  onRemove,
  onRetry,
  onMove,
  error,
  testId,
  compact,
}: MediaSlotProps) {
  const t = useTranslations('feeds.composer.upload');
  const id = useId();
  const multiple = max > 1;
  const room = max - items.length;
  const full = multiple && room <= 0;
  const limit = {
    count: multiple ? Math.max(0, room) : 1,
    message: t('onlyFit', { count: max }),
  };
  const hint = useRuleHint()(rule);

  return (
    <Input.Wrapper label={label} description={description} id={`${id}-input`} data-testid={testId}>
      <Stack gap="sm" mt={6}>
        {items.length > 0 ? (
          <SimpleGrid cols={multiple ? { base: 2, xs: 3, sm: 4 } : { base: 2, xs: 3 }} spacing="sm">
            {items.map((item, index) => (
              <div key={item.key} className={classes.tile} data-phase={item.phase} data-testid="upload-tile">
                <div className={classes.preview}>
                  <TilePreview item={item} />
                </div>
                <div className={classes.tileActions}>
                  {onMove && items.length > 1 ? (
                    <>
                      <TileButton
                        color="dark"
                        disabled={index === 0}
                        onClick={() => onMove(item, -1)}
                        label={t('earlier', { name: item.name })}
                      >
                        <ChevronLeftIcon size={14} />
                      </TileButton>
                      <TileButton
                        color="dark"
                        disabled={index === items.length - 1}
                        onClick={() => onMove(item, 1)}
                        label={t('later', { name: item.name })}
                      >
                        <ChevronRightIcon size={14} />
                      </TileButton>
                    </>
                  ) : null}
                  <TileButton color="red" onClick={() => onRemove(item)} label={t('remove', { name: item.name })}>
                    <TrashIcon size={14} />
                  </TileButton>
                </div>
                <Stack gap={4} className={classes.tileInfo}>
                  <Text size="xs" fw={600} truncate title={item.name}>
                    {item.name || t(`kinds.${kind}`)}
                  </Text>
                  <TileStatus item={item} onRetry={() => onRetry(item)} />
                </Stack>
              </div>
            ))}
          </SimpleGrid>
        ) : null}
        <CheckedDropArea
          rule={rule}
          onFiles={onAdd}
          limit={limit}
          messages={error ? [error] : undefined}
          hideArea={full || (!multiple && items.length > 0)}
          label={label}
          inputId={`${id}-input`}
          name={testId}
          multiple={multiple}
          prompt={multiple ? t(`dropMany.${kind}`) : t(`dropOne.${kind}`)}
          buttonLabel={multiple ? t(`chooseMany.${kind}`) : t(`chooseOne.${kind}`)}
          hint={multiple ? t('upTo', { max, hint }) : hint}
          compact={compact || items.length > 0}
        />
      </Stack>
    </Input.Wrapper>
  );
}
