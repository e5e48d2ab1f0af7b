'use client';

import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Gallery, Photo } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { galleryCover } from '@/features/assets/asset-view';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { ruleFor } from '@/features/feeds/composer/composer-form';
import { AlertIcon, ChevronLeftIcon, EyeIcon, ImageIcon, PencilIcon } from '@/features/layout/icons';
import { DropZone } from '@/features/media/drop-zone';
import { StudioNav } from '@/features/studio/studio-nav';
import { useRuleHint } from '@/features/studio/use-rule-hint';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { MAX_PAGE_SIZE } from '@fanlane/shared';
import { CREATOR_GALLERIES_PATH, galleryPath } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { toPage } from '@/features/assets/asset-view';
import { GalleryFormModal } from './gallery-form-modal';
import { StatusBadges } from '@/features/studio/status-badges';
import { inGalleryOrder, reorder } from './photo-order';
import { queueSummary } from './photo-queue';
import { usePhotoUploads } from './use-photo-uploads';
import classes from '@/features/assets/assets.module.css';
import { PhotoTile } from './gallery-photo-tile';
import { GalleryUploadQueue } from './gallery-upload-queue';
import { PhotoEditModal } from './gallery-photo-edit';

/** The look of the header's Edit and View buttons. */
const HEADER_BUTTON = { variant: 'default', radius: 'xl', size: 'compact-md' } as const;

/**
 * /creator/galleries/{id}: one gallery's photos. Many photos at once by drag and drop or the file
 * picker (each with its own progress, two at a time), reorder by dragging or with the arrow
 * buttons, choose the cover, edit titles, delete.
 */
export function CreatorGalleryView({ gallery: initial }: { gallery: Gallery }) {
  const t = useTranslations('galleries');
  const common = useTranslations('common');
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
  const ruleHint = useRuleHint();
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
      toast.success(t('manage.uploaded', { count: summary.done }));
      uploads.clearDone();
    }
  }, [active, summary.total]);

  const move = async (photo: Photo, to: { by: -1 | 1 } | { onto: string }) => {
    const next = reorder(photos, photo._id, to);
    if (!next) return;
    setPhotos(next.photos);
    setBusy(true);
    const newIndex = next.photos.findIndex((p) => p._id === photo._id);
    setAnnounce(t('manage.moved', { name: photo.title || t('photo'), place: newIndex + 1, total: next.photos.length }));
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
      toast.success(t('manage.coverChanged'));
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
        <ChevronLeftIcon size={14} style={{ verticalAlign: 'middle' }} /> {t('manage.back')}
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
              {t('photos', { count: gallery.numOfItems })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Button {...HEADER_BUTTON} leftSection={<PencilIcon size={14} />} onClick={() => setEditingGallery(true)}>
              {common('edit')}
            </Button>
            <Button component={Link} href={galleryPath(gallery)} {...HEADER_BUTTON} leftSection={<EyeIcon size={14} />}>
              {t('manage.view')}
            </Button>
          </Group>
        </Group>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <DropZone
            rule={rule}
            onFiles={uploads.add}
            label={t('manage.add')}
            buttonLabel={t('manage.choose')}
            hint={t('manage.hint', { rule: ruleHint(rule) })}
            name="gallery-photos"
          />
          {uploads.items.length > 0 ? <GalleryUploadQueue uploads={uploads} summary={summary} active={active} /> : null}
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {t('manage.title')}
          </Title>
          {ordered.length > 1 ? (
            <Text size="xs" c="dimmed">
              {t('manage.order')}
            </Text>
          ) : null}
        </Group>
        <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
        {loadError ? (
          <Alert color="red" variant="light" role="alert" icon={<AlertIcon size={16} />}>
            {loadError}{' '}
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => void loadPhotos()}>
              {common('retry')}
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
            {t('manage.empty')}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4, md: 5 }}
            spacing="sm"
            aria-label={t('manage.grid')}
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
          toast.success(t('saved'));
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
          toast.success(t('manage.photoSaved'));
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('manage.deleteTitle')}
        message={t('manage.deleteMessage')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(`/performer/performer-assets/photos/${encodeURIComponent(deleting._id)}`);
          setPhotos((list) => list.filter((p) => p._id !== deleting._id));
          toast.success(t('manage.photoDeleted'));
          void refreshGallery();
          void loadPhotos();
        }}
      />
    </Stack>
  );
}
