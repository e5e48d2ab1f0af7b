'use client';

import { Avatar, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { pagedSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import Link from '@/lib/ui/link';
import { FeedList } from '@/features/feeds/feed-list';
import { HOME_SOURCE } from '@/features/feeds/feeds.thunks';
import { CompassIcon } from '@/features/layout/icons';
import { NewPostButton } from '@/features/layout/new-post-button';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { displayName, type CurrentUser } from '@/features/user/user.types';
import { appApi } from '@/lib/api/rtk';
import { CREATORS_PATH } from '@/lib/routes';

const followingApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many creators the fan follows (one row asked for: only the total is read). */
    followingCount: build.query<number, void>({
      query: () => ({
        path: '/follows/following',
        query: { limit: 1, offset: 0 },
        schema: pagedSchema(z.unknown()),
      }),
      transformResponse: (page: { total: number }) => page.total,
    }),
  }),
});

/** The empty timeline: following nobody yet, or followed creators who have not posted. */
function TimelineEmpty() {
  const t = useTranslations('timeline.empty');
  const { data: following = 0 } = followingApi.useFollowingCountQuery();
  const copy = following > 0 ? 'following' : 'none';
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="timeline-empty">
      <EmptyState
        variant="light"
        icon={<CompassIcon size={28} />}
        title={t(`${copy}.title`)}
        description={t(`${copy}.description`)}
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} href={CREATORS_PATH} radius="xl">
            {t('explore')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** /home: a greeting, then posts from the creators the fan follows or subscribes to, newest first. */
export function Timeline({ user }: { user: CurrentUser }) {
  const t = useTranslations('timeline');
  const name = displayName(user);
  return (
    <Stack gap="lg" maw={680} mx="auto" w="100%">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" justify="space-between">
          <Group gap="md" wrap="nowrap" miw={0}>
            <Avatar src={user.avatar || DEFAULT_AVATAR} alt="" size={48} radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 20, sm: 24 }} data-testid="timeline-greeting" lineClamp={1}>
                {t('welcome', { name })}
              </Title>
              <Text c="dimmed" size="sm">
                {user.isPerformer ? t('latest') : t('following')}
              </Text>
            </div>
          </Group>
          {user.isPerformer ? <NewPostButton visibleFrom="sm">{t('newPost')}</NewPostButton> : null}
        </Group>
      </Paper>
      <FeedList source={HOME_SOURCE} empty={<TimelineEmpty />} label={t('label')} />
    </Stack>
  );
}
