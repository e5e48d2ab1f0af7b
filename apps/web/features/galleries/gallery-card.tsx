'use client';

import { Box, Group, Text } from '@mantine/core';
import type { Gallery } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { CardPicture, LinkCard, OverlayBadge, creatorOr } from '@/features/assets/asset-card';
import { galleryCover } from '@/features/assets/asset-view';
import { useFormat } from '@/lib/i18n/use-format';
import { CoinIcon, ImageIcon, LockIcon } from '@/features/layout/icons';
import { galleryPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';

/** A gallery in a grid (profile tab, bookmarks): its cover, title, photo count, price or lock. */
export function GalleryCard({ gallery, showCreator = false }: { gallery: Gallery; showCreator?: boolean }) {
  const t = useTranslations('galleries');
  const f = useFormat();
  const locked = !gallery.canView;
  const photos = t('photos', { count: gallery.numOfItems });
  return (
    <LinkCard
      href={galleryPath(gallery)}
      label={t(locked ? 'card.labelLocked' : 'card.label', { title: gallery.title, photos })}
      testId="gallery-card"
    >
      <Box className={classes.media}>
        <CardPicture src={galleryCover(gallery)} icon={<ImageIcon size={32} />} />
        <div className={classes.badges}>
          {gallery.isSale && gallery.price > 0 ? (
            <OverlayBadge icon={<CoinIcon size={12} />}>{f.tokens(gallery.price)}</OverlayBadge>
          ) : null}
        </div>
        <div className={classes.corner}>
          <OverlayBadge icon={locked ? <LockIcon size={12} /> : <ImageIcon size={12} />}>
            {gallery.numOfItems}
          </OverlayBadge>
        </div>
      </Box>
      <div className={classes.body}>
        <Text fw={700} truncate>
          {gallery.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" truncate={showCreator && gallery.performer ? true : undefined}>
            {creatorOr(showCreator, gallery.performer, photos)}
          </Text>
        </Group>
      </div>
    </LinkCard>
  );
}
