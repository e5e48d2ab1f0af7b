'use client';

import { Badge, Group, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { scheduledLater } from '@/features/assets/asset-view';
import { fullDate, tokens } from '@/features/feeds/feed-view';
import { ClockIcon } from '@/features/layout/icons';

/** One small badge of a studio row or card, shown when `show` holds (always when it is left out). */
export type BadgeFlag = Omit<BadgeProps, 'children' | 'leftSection'> & {
  show?: unknown;
  label: ReactNode;
  icon?: ReactNode;
  testId?: string;
};

/** The flags that hold, as small light badges (no wrapper: the caller lays them out). */
export function FlagBadges({ flags }: { flags: BadgeFlag[] }) {
  return flags
    .filter(({ show = true }) => Boolean(show))
    .map(({ show: _show, label, icon, testId, ...props }, i) => (
      <Badge key={i} variant="light" radius="xl" size="sm" leftSection={icon} data-testid={testId} {...props}>
        {label}
      </Badge>
    ));
}

/** Who sees an item: its price when it is sold, else the subscribers. */
export const accessFlag = (item: { isSale: boolean; price: number }): BadgeFlag =>
  item.isSale && item.price > 0 ? { label: tokens(item.price) } : { color: 'gray', label: 'Subscribers' };

/** When an item comes out, while that is still to come. */
export const scheduledFlag = (at: string | null): BadgeFlag => ({
  show: at,
  color: 'yellow',
  icon: <ClockIcon size={12} />,
  label: at ? fullDate(at) : '',
});

const STATUS_FLAGS: Record<string, BadgeFlag> = {
  inactive: { color: 'gray', label: 'Hidden' },
  draft: { color: 'gray', label: 'Draft' },
  'file-error': { color: 'red', label: 'File error' },
};

/** Status, who sees it (subscribers or a price) and a schedule still to come, as small badges. */
export function StatusBadges({
  item,
  withAccess = true,
}: {
  item: { status: string; isSale: boolean; price: number; isSchedule?: boolean; scheduledAt?: string | null };
  /** Products have a price but no subscription access: leave the access badge out. */
  withAccess?: boolean;
}) {
  const status = STATUS_FLAGS[item.status];
  return (
    <Group gap={4}>
      <FlagBadges
        flags={[
          ...(status ? [status] : []),
          ...(withAccess ? [accessFlag(item)] : []),
          scheduledFlag(scheduledLater(item)),
        ]}
      />
    </Group>
  );
}
