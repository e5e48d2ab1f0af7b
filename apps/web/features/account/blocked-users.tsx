'use client';

import { ErrorAlert } from '@/lib/ui/error-alert';
import { Avatar, Button, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { PublicUser } from '@fanlane/shared';
import { useState } from 'react';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useApi } from '@/lib/api/api-context';
import { toast } from '@/lib/toast';
import { useBusyAction } from '@/lib/ui/use-busy-action';
import { BlockFanForm, fanLabel } from './block-fan-form';

export interface BlockedUser {
  _id: string;
  targetId: string;
  reason: string;
  targetInfo: PublicUser | null;
  createdAt: string;
}

const PAGE_SIZE = 10;

/** GET /block/users (paged), each with an Unblock button (DELETE /block/users/{userId}). */
export function BlockedUsers() {
  const t = useTranslations('account.blocked');
  const api = useApi();
  const [page, setPage] = useState(1);
  const blocked = useAssetPage<BlockedUser>('/block/users', {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    sort: 'desc',
    sortBy: 'createdAt',
  });
  const unblocking = useBusyAction();

  const unblock = (row: BlockedUser) =>
    unblocking.run(
      async () => {
        await api.del(`/block/users/${encodeURIComponent(row.targetId)}`);
        toast.success(row.targetInfo ? t('unblockedOne', { name: fanLabel(row.targetInfo) }) : t('unblockedUnknown'));
        await blocked.reload();
      },
      { key: row.targetId },
    );

  const pages = Math.max(1, Math.ceil(blocked.total / PAGE_SIZE));

  return (
    <Stack gap="md">
      <BlockFanForm onBlocked={() => (page === 1 ? void blocked.reload() : setPage(1))} />
      <ErrorAlert message={blocked.error} />
      <Stack gap="xs" data-testid="blocked-users">
        {blocked.loading && blocked.items.length === 0 ? <Loader size="sm" /> : null}
        {!blocked.loading && blocked.items.length === 0 && !blocked.error ? (
          <Text size="sm" c="dimmed">
            {t('none')}
          </Text>
        ) : null}
        {blocked.items.map((row) => {
          const fan = row.targetInfo;
          const name = fan ? fan.name || fan.username : t('deleted');
          return (
            <Paper key={row._id} withBorder radius="md" p="sm" data-testid="blocked-user">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar src={fan?.avatar || DEFAULT_AVATAR} alt="" radius="xl" />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {fan ? `@${fan.username}` : ''}
                      {row.reason ? ` · ${row.reason}` : ''}
                    </Text>
                  </div>
                </Group>
                <Button
                  variant="default"
                  radius="xl"
                  size="xs"
                  onClick={() => unblock(row)}
                  loading={unblocking.isRunning(row.targetId)}
                  aria-label={t('unblockOne', { name })}
                >
                  {t('unblock')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
    </Stack>
  );
}
