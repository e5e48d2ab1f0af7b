'use client';

import { Alert, Badge, Box, Button, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import type { Gallery, Photo } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { assetLock, galleryCover, photoFiles, photoThumb, toPage } from '@/features/assets/asset-view';
import { AssetHeading, AssetPage, LaterBadge, PriceBadge, authorName } from '@/features/assets/asset-page';
import { ItemActions } from '@/features/assets/item-actions';
import { LockPanel, LockedArea } from '@/features/assets/lock-panel';
import { PhotoViewer } from '@/features/feeds/photo-viewer';
import { LockIcon } from '@/features/layout/icons';
import { useOnPurchased } from '@/features/wallet/use-purchases';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { useAppSelector } from '@/lib/store/hooks';
import feedClasses from '@/features/feeds/feed-card.module.css';
import classes from '@/features/assets/assets.module.css';
import { TimeAgo } from '@/features/feeds/time-ago';

const PAGE = 24;

/**
 * A gallery's page (/galleries/{slug}): its photos in a grid that opens the viewer (arrow keys move
 * between photos). A locked gallery shows its cover and blurred previews under the lock panel:
 * the price, or "Subscribe to unlock"; no photo link is ever sent for it.
 */
export function GalleryView({ gallery: initial }: { gallery: Gallery }) {
  const t = useTranslations('galleries');
  const common = useTranslations('common');
  const api = useApi();
  const [gallery, setGallery] = useState(initial);
  const viewerId = useAppSelector((state) => state.user.current._id);
  const isOwner = viewerId !== '' && viewerId === gallery.performerId;
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [total, setTotal] = useState(gallery.numOfItems);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const lock = assetLock(gallery);
  const author = authorName(gallery.performer, t('author'));

  const load = useCallback(
    async (offset: number) => {
      setLoading(true);
      try {
        const answer = await api.get<unknown>('/performer-assets/photos', {
          query: { galleryId: gallery._id, limit: PAGE, offset },
        });
        const page = toPage<Photo>(answer);
        setPhotos((list) => {
          const known = new Set(offset === 0 ? [] : list.map((p) => p._id));
          return [...(offset === 0 ? [] : list), ...page.items.filter((p) => !known.has(p._id))];
        });
        setTotal(page.total);
        setError(null);
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setLoading(false);
      }
    },
    [api, gallery._id],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  // Bought (here or in another tab): the gallery and its photos are read again, unlocked.
  useOnPurchased(gallery._id, () => {
    api
      .get<Gallery>(`/performer-assets/galleries/${encodeURIComponent(gallery._id)}`)
      .then((fresh) => {
        if (fresh?._id) setGallery(fresh);
        return load(0);
      })
      .catch(() => undefined);
  });

  const cover = galleryCover(gallery);

  return (
    <AssetPage kind="gallery" performer={gallery.performer}>
      <AssetHeading kind="gallery" item={gallery} isOwner={isOwner}>
        <Badge variant="default" radius="xl">
          {t('photos', { count: total })}
        </Badge>
        <PriceBadge item={gallery} testId="gallery-price" />
        {lock ? (
          <Badge variant="light" color="gray" radius="xl" leftSection={<LockIcon size={12} />}>
            {t('view.locked')}
          </Badge>
        ) : null}
        <LaterBadge item={gallery} />
        <Text size="sm" c="dimmed">
          <TimeAgo iso={gallery.createdAt} />
        </Text>
      </AssetHeading>
      {gallery.description ? <Text className={classes.description}>{gallery.description}</Text> : null}

      {lock ? (
        <LockedArea preview={cover} minHeight={360} blur={false} testId="gallery-locked">
          <LockPanel
            lock={lock}
            price={gallery.price}
            performer={gallery.performer}
            holds={t('photos', { count: total })}
            noun="gallery"
            item={{ target: 'gallery', _id: gallery._id, title: gallery.title, image: cover }}
          />
        </LockedArea>
      ) : null}

      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}{' '}
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void load(photos.length)}>
            {common('retry')}
          </Button>
        </Alert>
      ) : null}

      {photos.length > 0 ? (
        <SimpleGrid
          cols={{ base: 2, xs: 3, md: 4 }}
          spacing={6}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={lock ? t('view.previews') : t('view.photos')}
          data-testid="gallery-grid"
        >
          {photos.map((photo, index) => {
            const thumb = photoThumb(photo);
            return (
              <li key={photo._id}>
                {lock ? (
                  <Box className={classes.media} data-shape="square" data-locked style={{ borderRadius: 8 }}>
                    {thumb ? <img src={thumb} alt="" loading="lazy" /> : null}
                    <span className={classes.lockMark} aria-hidden="true">
                      <LockIcon size={20} />
                    </span>
                  </Box>
                ) : (
                  <button
                    type="button"
                    className={`${feedClasses.tile}`}
                    style={{ aspectRatio: '1 / 1', borderRadius: 8 }}
                    onClick={() => setOpen(index)}
                    aria-label={
                      photo.title
                        ? t('view.openTitled', { place: index + 1, total, title: photo.title })
                        : t('view.open', { place: index + 1, total })
                    }
                    data-testid="gallery-photo-button"
                  >
                    {thumb ? <img src={thumb} alt="" loading="lazy" /> : null}
                  </button>
                )}
              </li>
            );
          })}
        </SimpleGrid>
      ) : null}
      {loading ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('view.loading')} />
        </Center>
      ) : photos.length < total ? (
        <Center>
          <Button variant="default" radius="xl" onClick={() => void load(photos.length)} data-testid="more-photos">
            {t('view.more')}
          </Button>
        </Center>
      ) : photos.length === 0 && !error ? (
        <Text c="dimmed">{t('view.empty')}</Text>
      ) : null}

      <ItemActions objectType="gallery" item={gallery} bookmarked={gallery.isBookMarked} />

      {lock ? null : (
        <PhotoViewer
          photos={photoFiles(photos)}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          author={author}
        />
      )}
    </AssetPage>
  );
}
