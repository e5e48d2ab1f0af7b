'use client';

import { Badge, Card, Group, Text, type BadgeProps, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import Link from '@/lib/ui/link';
import type { CreatorRef } from './creator-line';
import classes from './assets.module.css';

/**
 * A card in a grid of items that opens the item: `label` names the whole card for screen readers.
 * `className` replaces the grid card's own look (the live list's cards lift on hover instead).
 */
export function LinkCard({
  href,
  label,
  testId,
  className,
  children,
}: {
  href: string;
  label: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card
      component={Link}
      href={href}
      withBorder
      radius="lg"
      padding={0}
      className={className ?? classes.card}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/** The picture of a card (its cover, poster or still), else the kind's icon in its place. */
export function CardPicture({ src, icon }: { src: string | null | undefined; icon: ReactNode }) {
  return src ? <img src={src} alt="" loading="lazy" /> : <span className={classes.placeholder}>{icon}</span>;
}

/** A dark badge over a card's picture (a price, a count, a duration). */
export function OverlayBadge({ icon, children, ...props }: { icon?: ReactNode; children: ReactNode } & BadgeProps) {
  return (
    <Badge variant="filled" color="dark" radius="xl" leftSection={icon} {...props}>
      {children}
    </Badge>
  );
}

/** Who made an item, where a grid mixes creators (bookmarks, search); otherwise `fallback`. */
export function creatorOr(showCreator: boolean, performer: CreatorRef | undefined, fallback: ReactNode): ReactNode {
  return showCreator && performer ? performer.name || performer.username : fallback;
}

/** A small count with its icon (views, likes, comments). */
export function StatCount({
  icon,
  value,
  testId,
  c,
}: {
  icon: ReactNode;
  value: number;
  testId?: string;
  c?: MantineColor;
}) {
  return (
    <Group gap={4} c={c}>
      {icon}
      <Text size="xs" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
