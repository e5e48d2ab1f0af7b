'use client';

import { Alert, Avatar, Badge, Box, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { LinkCard } from '@/features/assets/asset-card';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { EyeIcon, LiveIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { messageOf } from '@/lib/api/error';
import { CREATOR_LIVE_PATH, CREATORS_PATH, livePath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { LiveEmptyState } from './live-empty-state';
import { useVideoEnabled } from './use-video-enabled';
import { useStreamLabels } from './stream-facts';
import { performerOf } from './stream-view';
import { searchLiveStreams } from './streaming.thunks';
import classes from './streaming.module.css';

/** The list refreshes itself this often while open. */
const REFRESH_MS = 30_000;

function LiveCard({ stream }: { stream: Stream }) {
  const t = useTranslations('live.list');
  const labels = useStreamLabels();
  const performer = performerOf(stream);
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

/** /live: creators streaming now (GET /streaming/user/search), as cards leading to each live. */
export function LiveListView() {
  const t = useTranslations('live.list');
  const dispatch = useAppDispatch();
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  const { switchedOn } = useVideoEnabled();
  const [streams, setStreams] = useState<Stream[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const page = await dispatch(searchLiveStreams());
      setStreams(page.data);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
      setStreams((current) => current ?? []);
    }
  }, [dispatch]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  return (
    <Stack gap="lg" data-testid="live-list">
      <Group justify="space-between" align="flex-end">
        <Box>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </Box>
        {isCreator && switchedOn ? (
          <Button
            component={Link}
            href={CREATOR_LIVE_PATH}
            color="red"
            radius="xl"
            leftSection={<LiveIcon size={18} />}
          >
            {t('goLive')}
          </Button>
        ) : null}
      </Group>
      {!switchedOn ? (
        <Alert variant="light" color="gray" data-testid="streaming-off-note">
          {t('off')}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {streams === null ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={240} radius="lg" />
          ))}
        </SimpleGrid>
      ) : streams.length === 0 ? (
        <LiveEmptyState title={t('emptyTitle')} description={t('emptyText')} testId="live-empty">
          <Button component={Link} href={CREATORS_PATH} radius="xl" variant="light">
            {t('explore')}
          </Button>
        </LiveEmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {streams.map((stream) => (
            <LiveCard key={stream._id} stream={stream} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
