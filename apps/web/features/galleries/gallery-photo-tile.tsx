'use client';

import { ActionIcon, Badge, Box, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconActionRow } from '@/features/studio/studio-item-actions';
import type { Photo } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState, type DragEvent } from 'react';
import { photoThumb } from '@/features/assets/asset-view';
import { ChevronLeftIcon, ChevronRightIcon, GripIcon, PencilIcon, StarIcon, TrashIcon } from '@/features/layout/icons';
import { formatBytes } from '@/features/media/file-checks';
import { type QueuedPhoto } from './photo-queue';
import classes from '@/features/assets/assets.module.css';

const PHOTO_DRAG_TYPE = 'application/x-fanlane-photo';

export function QueueRow({
  item,
  onRetry,
  onRemove,
}: {
  item: QueuedPhoto;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations('galleries.queue');
  const common = useTranslations('common');
  return (
    <Group gap="sm" wrap="nowrap" component="li" data-testid="queued-photo" data-phase={item.phase}>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} truncate title={item.name}>
            {item.name}
          </Text>
          <Text size="xs" c={item.phase === 'error' ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {item.phase === 'queued'
              ? t('waiting')
              : item.phase === 'uploading'
                ? item.progress >= 100
                  ? common('saving')
                  : `${item.progress}%`
                : item.phase === 'done'
                  ? t('uploaded')
                  : t('failed')}
          </Text>
        </Group>
        {item.phase === 'error' ? (
          <Text size="xs" c="red" truncate title={item.error ?? undefined}>
            {item.error}
          </Text>
        ) : (
          <Progress
            value={item.phase === 'queued' ? 0 : item.progress}
            size="sm"
            radius="xl"
            color={item.phase === 'done' ? 'teal' : undefined}
            striped={item.phase === 'uploading'}
            animated={item.phase === 'uploading'}
            aria-label={t('uploading', { name: item.name, percent: item.progress })}
          />
        )}
      </Stack>
      <Text size="xs" c="dimmed" visibleFrom="xs" w={64} ta="right">
        {formatBytes(item.size)}
      </Text>
      {item.phase === 'error' ? (
        <Button size="compact-xs" variant="subtle" onClick={onRetry} aria-label={t('retryItem', { name: item.name })}>
          {t('retry')}
        </Button>
      ) : null}
      {item.phase !== 'done' ? (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          radius="xl"
          onClick={onRemove}
          aria-label={
            item.phase === 'uploading' ? t('cancelItem', { name: item.name }) : t('removeItem', { name: item.name })
          }
        >
          <TrashIcon size={14} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

export function PhotoTile({
  photo,
  index,
  count,
  busy,
  onMove,
  onCover,
  onEdit,
  onDelete,
  onDropOnto,
}: {
  photo: Photo;
  index: number;
  count: number;
  busy: boolean;
  onMove: (photo: Photo, by: -1 | 1) => void;
  onCover: (photo: Photo) => void;
  onEdit: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
  onDropOnto: (draggedId: string, photo: Photo) => void;
}) {
  const t = useTranslations('galleries.tile');
  const actions = useTranslations('studio.actions');
  const common = useTranslations('common');
  const [over, setOver] = useState(false);
  const name = photo.title || t('untitled', { place: index + 1 });
  const thumb = photoThumb(photo);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const dragged = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
    setOver(false);
    if (!dragged) return;
    event.preventDefault();
    if (dragged !== photo._id) onDropOnto(dragged, photo);
  };
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.card}
      style={{ outline: over ? '2px dashed var(--mantine-primary-color-filled)' : undefined }}
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo._id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="gallery-photo"
      data-photo-id={photo._id}
      aria-label={t(photo.isGalleryCover ? 'labelCover' : 'label', { name, place: index + 1, count })}
      role="group"
    >
      <Box className={classes.media} data-shape="square">
        {thumb ? <img src={thumb} alt="" loading="lazy" draggable={false} /> : null}
        {photo.processing ? (
          <span className={classes.placeholder}>
            <Loader size="sm" />
          </span>
        ) : null}
        <div className={classes.badges}>
          <Badge variant="filled" color="dark" radius="xl" size="sm" leftSection={<GripIcon size={10} />}>
            {index + 1}
          </Badge>
          {photo.isGalleryCover ? (
            <Badge
              variant="filled"
              radius="xl"
              size="sm"
              leftSection={<StarIcon size={10} />}
              data-testid="cover-badge"
            >
              {t('cover')}
            </Badge>
          ) : null}
        </div>
      </Box>
      <Text size="xs" fw={500} truncate px={8} pt={6} title={name}>
        {name}
      </Text>
      <Group gap={0} justify="space-between" wrap="nowrap" className={classes.tileActions}>
        <IconActionRow
          gap={0}
          size="sm"
          actions={[
            {
              label: t('earlier', { name }),
              disabled: busy || index === 0,
              onClick: () => onMove(photo, -1),
              testId: 'move-earlier',
              icon: <ChevronLeftIcon size={14} />,
            },
            {
              label: t('later', { name }),
              disabled: busy || index === count - 1,
              onClick: () => onMove(photo, 1),
              testId: 'move-later',
              icon: <ChevronRightIcon size={14} />,
            },
          ]}
        />
        <IconActionRow
          gap={0}
          size="sm"
          actions={[
            {
              tooltip: photo.isGalleryCover ? t('isCover') : t('makeCover'),
              label: t('makeItemCover', { name }),
              color: photo.isGalleryCover ? 'brand' : 'gray',
              disabled: busy || photo.isGalleryCover,
              onClick: () => onCover(photo),
              testId: 'set-cover',
              icon: <StarIcon size={14} />,
            },
            {
              tooltip: t('editTitle'),
              label: actions('editItem', { name }),
              onClick: () => onEdit(photo),
              testId: 'edit-photo',
              icon: <PencilIcon size={14} />,
            },
            {
              tooltip: common('delete'),
              label: actions('deleteItem', { name }),
              color: 'red',
              onClick: () => onDelete(photo),
              testId: 'delete-photo',
              icon: <TrashIcon size={14} />,
            },
          ]}
        />
      </Group>
    </Paper>
  );
}
