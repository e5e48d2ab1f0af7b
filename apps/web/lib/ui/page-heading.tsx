'use client';

import { Anchor, Group, Text, Title, type MantineSpacing } from '@mantine/core';
import Link from '@/lib/ui/link';

/** A page's heading: its title and a dimmed line under it, and a small link on the right. */
export function PageHeading({
  title,
  intro,
  fz = 28,
  link,
  gap,
}: {
  title: string;
  intro: string;
  /** The title's size, in px. */
  fz?: number;
  link: { href: string; label: string };
  gap?: MantineSpacing;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap={gap}>
      <div>
        <Title order={1} fz={fz}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      <Anchor component={Link} href={link.href} size="sm">
        {link.label}
      </Anchor>
    </Group>
  );
}
