'use client';

import { Badge, Box, Card, Group, Text } from '@mantine/core';
import type { Gallery } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { countOf, galleryCover } from '@/features/assets/asset-view';
import { tokens } from '@/features/feeds/feed-view';
import { CoinIcon, ImageIcon, LockIcon } from '@/features/layout/icons';
import { galleryPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';

/** A gallery in a grid (profile tab, bookmarks): its cover, title, photo count, price or lock. */
export function GalleryCard({ gallery, showCreator = false }: { gallery: Gallery; showCreator?: boolean }) {
  const cover = galleryCover(gallery);
  const locked = !gallery.canView;
  return (
    <Card
      component={Link}
      href={galleryPath(gallery)}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      aria-label={`${gallery.title}, ${countOf(gallery.numOfItems, 'photo')}${locked ? ', locked' : ''}`}
      data-testid="gallery-card"
    >
      <Box className={classes.media}>
        {cover ? (
          <img src={cover} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder}>
            <ImageIcon size={32} />
          </span>
        )}
        <div className={classes.badges}>
          {gallery.isSale && gallery.price > 0 ? (
            <Badge variant="filled" color="dark" radius="xl" leftSection={<CoinIcon size={12} />}>
              {tokens(gallery.price)}
            </Badge>
          ) : null}
        </div>
        <div className={classes.corner}>
          <Badge
            variant="filled"
            color="dark"
            radius="xl"
            leftSection={locked ? <LockIcon size={12} /> : <ImageIcon size={12} />}
          >
            {gallery.numOfItems}
          </Badge>
        </div>
      </Box>
      <div className={classes.body}>
        <Text fw={700} truncate>
          {gallery.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          {showCreator && gallery.performer ? (
            <Text size="sm" c="dimmed" truncate>
              {gallery.performer.name || gallery.performer.username}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {countOf(gallery.numOfItems, 'photo')}
            </Text>
          )}
        </Group>
      </div>
    </Card>
  );
}
