'use client';

import { Group, Paper, Stack, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a row's buttons call with the row's item, by the handlers' names (`onCancel`, `onEdit`...). */
export type ItemHandlers<Item, Name extends string> = Record<Name, (item: Item) => void>;

/**
 * One item of a `CardList` (lib/ui/data-list.tsx) as a bordered card: a head line with what the
 * item is on the left and its status badge on the right, then its details. `row` marks the card
 * for tests and scripts: `data-testid="{kind}-row"` and `data-{kind}-id="{id}"`.
 */
export function ListRowCard({
  row,
  head,
  badge,
  children,
  ...props
}: PaperProps & { row: { kind: string; id: string }; head: ReactNode; badge: ReactNode; children: ReactNode }) {
  const marks = { 'data-testid': `${row.kind}-row`, [`data-${row.kind}-id`]: row.id };
  return (
    <Paper withBorder radius="md" p="sm" component="li" {...marks} {...props}>
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
