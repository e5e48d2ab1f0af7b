'use client';

import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { fullDate } from '@/features/feeds/feed-view';
import { useFormat } from '@/lib/i18n/use-format';
import { CoinIcon, PencilIcon } from '@/features/layout/icons';
import { creatorGalleryPath, editVideoPath, profilePath } from '@/lib/routes';
import Link from '@/lib/ui/link';
import { scheduledLater } from './asset-view';
import { BackLink } from './back-link';
import { CreatorLine, type CreatorRef } from './creator-line';

/** How an item's page names its creator: the display name, else the username, else `fallback` ("the creator"). */
export const authorName = (performer: CreatorRef | undefined, fallback: string) =>
  performer?.name || performer?.username || fallback;

/** The pages of one item, by kind: the creator's tab that lists such items, the width, the heading. */
const ASSET_PAGES = {
  gallery: {
    tab: 'photos',
    maw: 1040,
    heading: { titleSize: { base: 24, sm: 30 }, manage: 'manage', manageHref: creatorGalleryPath },
  },
  video: {
    tab: 'videos',
    maw: 960,
    heading: { titleSize: { base: 22, sm: 28 }, manage: 'edit', manageHref: editVideoPath },
  },
  product: { tab: 'store', maw: 960 },
} as const;

/**
 * The page of one item (a gallery, a video, a product): a link back to the creator's tab that
 * lists such items ("Ana's videos"), then the page itself. Test id `<kind>-page`.
 */
export function AssetPage({
  kind,
  performer,
  children,
}: {
  kind: keyof typeof ASSET_PAGES;
  performer: CreatorRef | undefined;
  children: ReactNode;
}) {
  const t = useTranslations('assets.page');
  const { tab, maw } = ASSET_PAGES[kind];
  return (
    <Stack gap="lg" mx="auto" w="100%" data-testid={`${kind}-page`} maw={maw}>
      {performer ? (
        <BackLink href={`${profilePath(performer.username || performer._id)}?tab=${tab}`}>
          {t(`back.${tab}`, { name: authorName(performer, t('theCreator')) })}
        </BackLink>
      ) : null}
      {children}
    </Stack>
  );
}

/**
 * The head of an item's page: its title (test id `<kind>-title`) with a row of facts below, and on
 * the right its creator and, for the owner, the way to change it.
 */
export function AssetHeading({
  kind,
  item,
  isOwner,
  children,
}: {
  kind: 'gallery' | 'video';
  item: { _id: string; title: string; performer?: CreatorRef };
  isOwner: boolean;
  /** The row of facts under the title. */
  children: ReactNode;
}) {
  const t = useTranslations('assets.page');
  const { titleSize, manage, manageHref } = ASSET_PAGES[kind].heading;
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <Title order={1} fz={titleSize} data-testid={`${kind}-title`}>
          {item.title}
        </Title>
        <Group gap={6}>{children}</Group>
      </Stack>
      <Group gap="sm">
        <CreatorLine performer={item.performer} />
        {isOwner ? <EditLink href={manageHref(item._id)}>{t(manage)}</EditLink> : null}
      </Group>
    </Group>
  );
}

/** The owner's way to change an item: a link to its editor, with a pencil. */
export function EditLink({ href, iconSize = 14, children }: { href: string; iconSize?: number; children: ReactNode }) {
  return (
    <Button component={Link} href={href} variant="default" radius="xl" leftSection={<PencilIcon size={iconSize} />}>
      {children}
    </Button>
  );
}

/** The price of an item for sale, as a badge; nothing when it is not for sale. */
export function PriceBadge({ item, testId }: { item: { isSale: boolean; price: number }; testId?: string }) {
  const f = useFormat();
  return item.isSale && item.price > 0 ? (
    <Badge variant="light" radius="xl" leftSection={<CoinIcon size={12} />} data-testid={testId}>
      {f.tokens(item.price)}
    </Badge>
  ) : null;
}

/** When an item scheduled for later is published, as a badge; nothing once it is out. */
export function LaterBadge({ item }: { item: { isSchedule?: boolean; scheduledAt?: string | null } }) {
  const f = useFormat();
  const at = scheduledLater(item);
  return at ? (
    <Badge variant="light" color="yellow" radius="xl">
      {fullDate(at, f.locale)}
    </Badge>
  ) : null;
}
