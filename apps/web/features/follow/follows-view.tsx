'use client';

import { Avatar, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PerformerSearchItem } from '@fanlane/shared';
import { useFormatter, useTranslations } from 'next-intl';
import { AssetGrid } from '@/features/assets/asset-grid';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { CreatorCard } from '@/features/creators/creator-card';
import { useListQuery } from '@/lib/list-query/use-list-query';

const PAGE_SIZE = 24;

interface FollowRow {
  _id: string;
  createdAt: string;
  followerInfo: { _id: string; name: string; username: string; avatar: string } | null;
  followingInfo: PerformerSearchItem | null;
}

/**
 * /user/following (the creators an account follows) and /creator/followers (who follows a
 * creator): GET /follows/{side}, paged in the address.
 */
export function FollowsView({ side }: { side: 'following' | 'followers' }) {
  const t = useTranslations('follows');
  const format = useFormatter();
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const page = useAssetPage<FollowRow>(`/follows/${side}`, list.apiParams);
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%" data-testid={`follows-${side}`}>
      <div>
        <Title order={1} size="h2">
          {t(`${side}.title`)}
        </Title>
        <Text c="dimmed" aria-live="polite">
          {t(`${side}.count`, { count: page.total })}
        </Text>
      </div>
      <AssetGrid
        {...page}
        onRetry={() => void page.reload()}
        page={list.current}
        pageSize={list.pageSize}
        onPage={(p) => list.setPage(p)}
        cols={side === 'following' ? { base: 1, xs: 2, md: 3 } : { base: 1, sm: 2, md: 3 }}
        label={t(`${side}.title`)}
        empty={<EmptyState variant="light" title={t(`${side}.empty`)} description={t(`${side}.emptyHint`)} py="xl" />}
        render={(row) =>
          side === 'following' ? (
            row.followingInfo ? (
              <CreatorCard creator={row.followingInfo} />
            ) : null
          ) : (
            <Paper withBorder radius="lg" p="md" data-testid="follower">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={row.followerInfo?.avatar || null} radius="xl" alt="" />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {row.followerInfo?.name || row.followerInfo?.username || t('someone')}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {row.followerInfo?.username ? `@${row.followerInfo.username} · ` : ''}
                    {t('since', { date: format.dateTime(new Date(row.createdAt), { dateStyle: 'medium' }) })}
                  </Text>
                </div>
              </Group>
            </Paper>
          )
        }
      />
    </Stack>
  );
}
