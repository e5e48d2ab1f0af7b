'use client';

import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { Gallery, Photo } from '@fanlane/shared';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState, type DragEvent } from 'react';
import { countOf, galleryCover, photoThumb } from '@/features/assets/asset-view';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { ruleFor, ruleHint } from '@/features/feeds/composer/composer-form';
import {
  AlertIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  EyeIcon,
  GripIcon,
  ImageIcon,
  PencilIcon,
  StarIcon,
  TrashIcon,
} from '@/features/layout/icons';
import { DropZone } from '@/features/media/drop-zone';
import { formatBytes } from '@/features/media/file-checks';
import { StudioNav } from '@/features/studio/studio-nav';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { MAX_PAGE_SIZE } from '@fanlane/shared';
import { CREATOR_GALLERIES_PATH, galleryPath } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { toPage } from '@/features/assets/asset-view';
import { GalleryFormModal } from './gallery-form-modal';
import { StatusBadges } from './creator-galleries-view';
import { inGalleryOrder, reorder } from './photo-order';
import { queueSummary, type QueuedPhoto } from './photo-queue';
import { usePhotoUploads } from './use-photo-uploads';
import classes from '@/features/assets/assets.module.css';

const PHOTO_DRAG_TYPE = 'application/x-fanlane-photo';

function QueueRow({ item, onRetry, onRemove }: { item: QueuedPhoto; onRetry: () => void; onRemove: () => void }) {
  return (
    <Group gap="sm" wrap="nowrap" component="li" data-testid="queued-photo" data-phase={item.phase}>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} truncate title={item.name}>
            {item.name}
          </Text>
          <Text size="xs" c={item.phase === 'error' ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {item.phase === 'queued'
              ? 'Waiting'
              : item.phase === 'uploading'
                ? item.progress >= 100
                  ? 'Saving…'
                  : `${item.progress}%`
                : item.phase === 'done'
                  ? 'Uploaded'
                  : 'Failed'}
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
            aria-label={`Uploading ${item.name}: ${item.progress}%`}
          />
        )}
      </Stack>
      <Text size="xs" c="dimmed" visibleFrom="xs" w={64} ta="right">
        {formatBytes(item.size)}
      </Text>
      {item.phase === 'error' ? (
        <Button size="compact-xs" variant="subtle" onClick={onRetry} aria-label={`Retry ${item.name}`}>
          Retry
        </Button>
      ) : null}
      {item.phase !== 'done' ? (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          radius="xl"
          onClick={onRemove}
          aria-label={item.phase === 'uploading' ? `Cancel ${item.name}` : `Remove ${item.name}`}
        >
          <TrashIcon size={14} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

function PhotoTile({
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
  const [over, setOver] = useState(false);
  const name = photo.title || `Photo ${index + 1}`;
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
      aria-label={`${name}, ${index + 1} of ${count}${photo.isGalleryCover ? ', cover' : ''}`}
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
              Cover
            </Badge>
          ) : null}
        </div>
      </Box>
      <Text size="xs" fw={500} truncate px={8} pt={6} title={name}>
        {name}
      </Text>
      <Group gap={0} justify="space-between" wrap="nowrap" className={classes.tileActions}>
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            radius="xl"
            disabled={busy || index === 0}
            onClick={() => onMove(photo, -1)}
            aria-label={`Move ${name} earlier`}
            data-testid="move-earlier"
          >
            <ChevronLeftIcon size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            radius="xl"
            disabled={busy || index === count - 1}
            onClick={() => onMove(photo, 1)}
            aria-label={`Move ${name} later`}
            data-testid="move-later"
          >
            <ChevronRightIcon size={14} />
          </ActionIcon>
        </Group>
        <Group gap={0} wrap="nowrap">
          <Tooltip label={photo.isGalleryCover ? 'The cover' : 'Make it the cover'}>
            <ActionIcon
              size="sm"
              variant="subtle"
              color={photo.isGalleryCover ? 'brand' : 'gray'}
              radius="xl"
              disabled={busy || photo.isGalleryCover}
              onClick={() => onCover(photo)}
              aria-label={`Make ${name} the cover`}
              data-testid="set-cover"
            >
              <StarIcon size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit title">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              radius="xl"
              onClick={() => onEdit(photo)}
              aria-label={`Edit ${name}`}
              data-testid="edit-photo"
            >
              <PencilIcon size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              radius="xl"
              onClick={() => onDelete(photo)}
              aria-label={`Delete ${name}`}
              data-testid="delete-photo"
            >
              <TrashIcon size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

function PhotoEditModal({
  photo,
  onClose,
  onSaved,
}: {
  photo: Photo | null;
  onClose: () => void;
  onSaved: (photo: Photo) => void;
}) {
  const api = useApi();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    setTitle(photo.title);
    setDescription(photo.description);
    setError(null);
  }, [photo]);

  const save = async () => {
    if (!photo) return;
    setBusy(true);
    try {
      const saved = await api.put<Photo>(`/performer/performer-assets/photos/${encodeURIComponent(photo._id)}`, {
        title: title.trim(),
        description: description.trim(),
      });
      onSaved(saved);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={photo !== null} onClose={onClose} title="Edit photo" centered radius="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
        data-testid="photo-form"
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={2000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /creator/galleries/{id}: one gallery's photos. Many photos at once by drag and drop or the file
 * picker (each with its own progress, two at a time), reorder by dragging or with the arrow
 * buttons, choose the cover, edit titles, delete.
 */
export function CreatorGalleryView({ gallery: initial }: { gallery: Gallery }) {
  const api = useApi();
  const settings = useAppSelector((state) => state.settings);
  const [gallery, setGallery] = useState(initial);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editingGallery, setEditingGallery] = useState(false);
  const [editingPhoto, setEditingPhoto] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [announce, setAnnounce] = useState('');
  const rule = ruleFor('photo', settings);
  const ordered = useMemo(() => inGalleryOrder(photos), [photos]);

  const loadPhotos = useCallback(async () => {
    try {
      const answer = await api.get<unknown>('/performer/performer-assets/photos/search', {
        query: { galleryId: gallery._id, limit: MAX_PAGE_SIZE, offset: 0 },
      });
      setPhotos(toPage<Photo>(answer).items);
      setLoadError(null);
    } catch (error) {
      setLoadError(messageOf(error));
    } finally {
      setLoading(false);
    }
  }, [api, gallery._id]);

  const refreshGallery = useCallback(async () => {
    try {
      setGallery(
        await api.get<Gallery>(`/performer/performer-assets/galleries/${encodeURIComponent(gallery._id)}/view`),
      );
    } catch {
      // The header keeps what it has.
    }
  }, [api, gallery._id]);

  useEffect(() => {
    void loadPhotos();
  }, [loadPhotos]);

  const uploads = usePhotoUploads(gallery._id, (photo) => {
    setPhotos((list) => (list.some((p) => p._id === photo._id) ? list : [...list, photo]));
  });
  const summary = queueSummary(uploads.items);
  const active = uploads.items.some((i) => i.phase === 'queued' || i.phase === 'uploading');

  // A batch that has finished: the gallery's count and cover come from the server again.
  useEffect(() => {
    if (summary.total === 0 || active) return;
    void refreshGallery();
    void loadPhotos();
    if (uploads.items.every((i) => i.phase === 'done')) {
      toast.success(`${countOf(summary.done, 'photo')} uploaded`);
      uploads.clearDone();
    }
  }, [active, summary.total]);

  const move = async (photo: Photo, to: { by: -1 | 1 } | { onto: string }) => {
    const next = reorder(photos, photo._id, to);
    if (!next) return;
    setPhotos(next.photos);
    setBusy(true);
    const newIndex = next.photos.findIndex((p) => p._id === photo._id);
    setAnnounce(`${photo.title || 'Photo'} moved to place ${newIndex + 1} of ${next.photos.length}`);
    try {
      await api.put(`/performer/performer-assets/photos/${encodeURIComponent(photo._id)}`, {
        position: next.position,
      });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      await loadPhotos();
      setBusy(false);
    }
  };

  const setCover = async (photo: Photo) => {
    setBusy(true);
    try {
      await api.post(`/performer/performer-assets/photos/set-cover/${encodeURIComponent(photo._id)}`);
      setPhotos((list) => list.map((p) => ({ ...p, isGalleryCover: p._id === photo._id })));
      toast.success('Cover changed');
      void refreshGallery();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const cover = galleryCover(gallery);

  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%">
      <StudioNav />
      <Anchor component={Link} href={CREATOR_GALLERIES_PATH} size="sm" c="dimmed">
        <ChevronLeftIcon size={14} style={{ verticalAlign: 'middle' }} /> My galleries
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" align="flex-start">
          <Box
            w={96}
            h={96}
            style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            className={classes.media}
            visibleFrom="xs"
          >
            {cover ? (
              <img src={cover} alt="" />
            ) : (
              <span className={classes.placeholder}>
                <ImageIcon size={28} />
              </span>
            )}
          </Box>
          <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }} lineClamp={3} data-testid="gallery-title">
              {gallery.title}
            </Title>
            <StatusBadges item={gallery} />
            <Text size="sm" c="dimmed" data-testid="gallery-count">
              {countOf(gallery.numOfItems, 'photo')}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Button
              variant="default"
              radius="xl"
              size="compact-md"
              leftSection={<PencilIcon size={14} />}
              onClick={() => setEditingGallery(true)}
            >
              Edit
            </Button>
            <Button
              component={Link}
              href={galleryPath(gallery)}
              variant="default"
              radius="xl"
              size="compact-md"
              leftSection={<EyeIcon size={14} />}
            >
              View
            </Button>
          </Group>
        </Group>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <DropZone
            rule={rule}
            onFiles={uploads.add}
            label="Add photos"
            buttonLabel="Choose photos"
            hint={`${ruleHint(rule)} each. Several at once; they go up two at a time.`}
            name="gallery-photos"
          />
          {uploads.items.length > 0 ? (
            <Stack gap="xs" data-testid="upload-queue">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600} aria-live="polite">
                  {summary.done} of {summary.total} uploaded
                </Text>
                {!active ? (
                  <Button size="compact-xs" variant="subtle" onClick={uploads.clearDone}>
                    Clear finished
                  </Button>
                ) : null}
              </Group>
              <Progress value={summary.percent} size="xs" radius="xl" aria-label={`All uploads: ${summary.percent}%`} />
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
          ) : null}
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Photos
          </Title>
          {ordered.length > 1 ? (
            <Text size="xs" c="dimmed">
              Drag photos, or use the arrows, to change their order.
            </Text>
          ) : null}
        </Group>
        <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
        {loadError ? (
          <Alert color="red" variant="light" role="alert" icon={<AlertIcon size={16} />}>
            {loadError}{' '}
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => void loadPhotos()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {loading ? (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="sm" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={180} radius="md" />
            ))}
          </SimpleGrid>
        ) : ordered.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="no-photos">
            No photos yet. Fans see the gallery once it holds one.
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4, md: 5 }}
            spacing="sm"
            aria-label="Photos of this gallery"
            data-testid="gallery-photos"
          >
            {ordered.map((photo, index) => (
              <PhotoTile
                key={photo._id}
                photo={photo}
                index={index}
                count={ordered.length}
                busy={busy}
                onMove={(p, by) => void move(p, { by })}
                onDropOnto={(draggedId, target) => {
                  const dragged = photos.find((p) => p._id === draggedId);
                  if (dragged) void move(dragged, { onto: target._id });
                }}
                onCover={(p) => void setCover(p)}
                onEdit={setEditingPhoto}
                onDelete={setDeleting}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <GalleryFormModal
        opened={editingGallery}
        gallery={gallery}
        onClose={() => setEditingGallery(false)}
        onSaved={(saved) => {
          setGallery(saved);
          setEditingGallery(false);
          toast.success('Gallery saved');
        }}
      />
      <PhotoEditModal
        photo={editingPhoto}
        onClose={() => setEditingPhoto(null)}
        onSaved={(saved) => {
          setPhotos((list) =>
            list.map((p) => (p._id === saved._id ? { ...p, title: saved.title, description: saved.description } : p)),
          );
          setEditingPhoto(null);
          toast.success('Photo saved');
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this photo?"
        message="The photo is removed from the gallery for good."
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(`/performer/performer-assets/photos/${encodeURIComponent(deleting._id)}`);
          setPhotos((list) => list.filter((p) => p._id !== deleting._id));
          toast.success('Photo deleted');
          void refreshGallery();
          void loadPhotos();
        }}
      />
    </Stack>
  );
}
