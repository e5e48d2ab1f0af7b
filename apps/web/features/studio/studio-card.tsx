'use client';

import { Box, Card, Group, Stack, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardPicture } from '@/features/assets/asset-card';
import Link from '@/lib/ui/link';
import { StudioItemActions, type StudioItemActionsProps } from './studio-item-actions';
import classes from '@/features/assets/assets.module.css';

/**
 * A card of a creator's studio grid: the item's picture (a link where `href` is given, named by
 * `label`) with what lies over it, its name, what is below the name, and its actions.
 */
export function StudioCard({
  testId,
  href,
  label,
  shape,
  picture,
  icon,
  overlay,
  title,
  titleSize,
  children,
  actions,
}: {
  testId: string;
  href?: string;
  label?: string;
  /** The picture's shape (`data-shape`): square, reel; the default is a landscape picture. */
  shape?: 'square' | 'reel';
  picture: string | null | undefined;
  /** In the picture's place when there is none. */
  icon: ReactNode;
  overlay?: ReactNode;
  title: string;
  titleSize?: MantineSize;
  children: ReactNode;
  actions: ReactNode;
}) {
  const media = (
    <>
      <CardPicture src={picture} icon={icon} />
      {overlay}
    </>
  );
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} data-testid={testId} style={{ flex: 1 }}>
      {href ? (
        <Box component={Link} href={href} className={classes.media} data-shape={shape} aria-label={label}>
          {media}
        </Box>
      ) : (
        <Box className={classes.media} data-shape={shape}>
          {media}
        </Box>
      )}
      <Stack gap={6} className={classes.body} style={{ flex: 1 }}>
        <Text size={titleSize} fw={700} truncate>
          {title}
        </Text>
        {children}
      </Stack>
      {actions}
    </Card>
  );
}

/** What a studio card does with its item: opens its editor, asks to delete it. */
export interface StudioCardHandlers<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/** The inside of a row of a studio list: the item's picture, its lines, and view, edit and delete. */
export function StudioRowBody({
  media,
  children,
  actions,
}: {
  media: ReactNode;
  children: ReactNode;
  actions: StudioItemActionsProps;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      {media}
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
      <StudioItemActions gap={4} {...actions} />
    </Group>
  );
}
