'use client';

import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { LinkCard } from '@/features/assets/asset-card';
import { EyeIcon, LiveIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { livePath } from '@/lib/routes';
import { useStreamLabels } from './stream-facts';
import { performerOf } from './stream-view';
import classes from './streaming.module.css';

/** One creator streaming now, on /live: a card leading to the live, with its price and viewers. */
export function LiveCard({ stream }: { stream: Stream }) {
  const t = useTranslations('live.list');
  const w = useTranslations('live.watch');
  const labels = useStreamLabels();
  const performer = performerOf(stream, w('creator'));
  const href = livePath(performer.username || performer._id);
  return (
    <LinkCard
      href={href}
      label={t('cardLabel', { name: performer.name, title: stream.title })}
      testId="live-card"
      className={classes.card}
    >
      <div className={classes.cardCover}>
        <div className={classes.cardBadges}>
          <Badge color="red" variant="filled" leftSection={<LiveIcon size={12} />}>
            {t('liveBadge')}
          </Badge>
          <Badge color={stream.isFree ? 'teal' : 'yellow'} variant="filled" data-testid="live-card-price">
            {labels.price(stream)}
          </Badge>
        </div>
        <Avatar src={performer.avatar || DEFAULT_AVATAR} alt="" size={84} radius={999} />
      </div>
      <Stack gap={4} p="md">
        <Text fw={700} lineClamp={1} data-testid="live-card-title">
          {stream.title}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" truncate>
            {performer.name}
            {performer.username ? ` · @${performer.username}` : ''}
          </Text>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <EyeIcon size={14} />
            <Text size="xs" data-testid="live-card-viewers">
              {labels.viewers(stream.stats?.members ?? 0)}
            </Text>
          </Group>
        </Group>
      </Stack>
    </LinkCard>
  );
}
