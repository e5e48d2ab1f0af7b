'use client';

import { Badge, Group, type BadgeProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { scheduledLater } from '@/features/assets/asset-view';
import { fullDate } from '@/features/feeds/feed-view';
import { useFormat } from '@/lib/i18n/use-format';
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

type BadgeWord = 'subscribers' | 'hidden' | 'draft' | 'fileError';

/** A badge's word in the viewer's language (`studio.badges.<word>`), for flags built outside components. */
function Word({ word }: { word: BadgeWord }) {
  const t = useTranslations('studio.badges');
  return t(word);
}

/** A price in tokens in the viewer's language, for flags built outside components. */
function Tokens({ amount }: { amount: number }) {
  return useFormat().tokens(amount);
}

/** A date and time in the viewer's language, for flags built outside components. */
function FullDate({ at }: { at: string }) {
  return fullDate(at, useFormat().locale);
}

/** Who sees an item: its price when it is sold, else the subscribers. */
export const accessFlag = (item: { isSale: boolean; price: number }): BadgeFlag =>
  item.isSale && item.price > 0
    ? { label: <Tokens amount={item.price} /> }
    : { color: 'gray', label: <Word word="subscribers" /> };

/** When an item comes out, while that is still to come. */
export const scheduledFlag = (at: string | null): BadgeFlag => ({
  show: at,
  color: 'yellow',
  icon: <ClockIcon size={12} />,
  label: at ? <FullDate at={at} /> : '',
});

const STATUS_FLAGS: Record<string, BadgeFlag> = {
  inactive: { color: 'gray', label: <Word word="hidden" /> },
  draft: { color: 'gray', label: <Word word="draft" /> },
  'file-error': { color: 'red', label: <Word word="fileError" /> },
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
