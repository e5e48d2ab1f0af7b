'use client';

import { Alert, Box, Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { CREATORS_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { TitleWithIntro } from '@/lib/ui/title-with-intro';
import { LiveCard } from './live-card';
import { LiveEmptyState } from './live-empty-state';
import { GoLiveButton } from './live-link-button';
import { useLiveStreams } from './use-live-streams';
import { useVideoEnabled } from './use-video-enabled';

/** /live: creators streaming now (GET /streaming/user/search), as cards leading to each live. */
export function LiveListView() {
  const t = useTranslations('live.list');
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  const { switchedOn } = useVideoEnabled();
  const { streams, error } = useLiveStreams();

  return (
    <Stack gap="lg" data-testid="live-list">
      <Group justify="space-between" align="flex-end">
        <Box>
          <TitleWithIntro order={1} fz={{ base: 24, sm: 28 }} title={t('title')} intro={t('intro')} />
        </Box>
        {isCreator && switchedOn ? <GoLiveButton iconSize={18} /> : null}
      </Group>
      {!switchedOn ? (
        <Alert variant="light" color="gray" data-testid="streaming-off-note">
          {t('off')}
        </Alert>
      ) : null}
      <ErrorAlert message={error} />
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
