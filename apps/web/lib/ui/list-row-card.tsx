'use client';

import { Group, Paper, Stack, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One item of a `CardList` (lib/ui/data-list.tsx) as a bordered card: a head line with what the
 * item is on the left and its status badge on the right, then its details. Test ids and `data-*`
 * marks go on the card.
 */
export function ListRowCard({
  head,
  badge,
  children,
  ...props
}: PaperProps & { head: ReactNode; badge: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" {...props}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {head}
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
