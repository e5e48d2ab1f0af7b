'use client';

import {
  Alert,
  Avatar,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  type ComboboxItem,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import type { PublicUser } from '@fanlane/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BanIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';
import { useBusyAction } from '@/lib/ui/use-busy-action';

export interface BlockedUser {
  _id: string;
  targetId: string;
  reason: string;
  targetInfo: PublicUser | null;
  createdAt: string;
}

const PAGE_SIZE = 10;

const fanLabel = (fan: Pick<PublicUser, 'name' | 'username'>) =>
  fan.name ? `${fan.name} (@${fan.username})` : `@${fan.username}`;

/** Finds fans by name or username (GET /users/search, creators only) and blocks one (POST /block/users). */
function BlockFanForm({ onBlocked }: { onBlocked: () => void }) {
  const t = useTranslations('account.blocked');
  const api = useApi();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [found, setFound] = useState<PublicUser[]>([]);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useState<PublicUser | null>(null);
  const [reason, setReason] = useState('');
  const { busy, run } = useBusyAction();

  useEffect(() => {
    const q = debounced.trim();
    if (!q || (selected && q === fanLabel(selected))) return;
    let active = true;
    setSearching(true);
    api
      .get<{ data?: PublicUser[] }>('/users/search', { query: { q, limit: 10 } })
      .then((answer) => active && setFound(Array.isArray(answer?.data) ? answer.data : []))
      .catch(() => active && setFound([]))
      .finally(() => active && setSearching(false));
    return () => {
      active = false;
    };
  }, [api, debounced, selected]);

  const options = useMemo<ComboboxItem[]>(() => {
    const list = selected ? [selected, ...found.filter((f) => f._id !== selected._id)] : found;
    return list.map((fan) => ({ value: fan._id, label: fanLabel(fan) }));
  }, [found, selected]);

  const block = async () => {
    if (!selected) return;
    await run(async () => {
      await api.post('/block/users', { targetId: selected._id, target: 'user', reason: reason.trim() });
      toast.success(t('blockedOne', { name: fanLabel(selected) }));
      setSelected(null);
      setSearch('');
      setReason('');
      onBlocked();
    });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('fanToBlock')}
          placeholder={t('searchPlaceholder')}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          filter={({ options: all }) => all}
          value={selected?._id ?? null}
          onChange={(value) => setSelected([selected, ...found].find((fan) => fan && fan._id === value) ?? null)}
          nothingFoundMessage={debounced.trim() ? (searching ? t('searching') : t('noFan')) : t('typeToSearch')}
          rightSection={searching ? <Loader size="xs" /> : undefined}
          style={{ flex: '2 1 260px' }}
          data-testid="block-fan-search"
        />
        <TextInput
          label={t('reason')}
          placeholder={t('reasonPlaceholder')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          style={{ flex: '1 1 200px' }}
        />
        <Button
          color="red"
          radius="xl"
          leftSection={<BanIcon size={16} />}
          onClick={block}
          loading={busy}
          disabled={!selected}
        >
          {t('block')}
        </Button>
      </Group>
    </Stack>
  );
}

/** GET /block/users (paged), each with an Unblock button (DELETE /block/users/{userId}). */
export function BlockedUsers() {
  const t = useTranslations('account.blocked');
  const api = useApi();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ items: BlockedUser[]; total: number; loading: boolean; error: string | null }>({
    items: [],
    total: 0,
    loading: true,
    error: null,
  });
  const unblocking = useBusyAction();

  const load = useCallback(
    async (current: number) => {
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const answer = await api.get<{ data?: BlockedUser[]; total?: number }>('/block/users', {
          query: { limit: PAGE_SIZE, offset: (current - 1) * PAGE_SIZE, sort: 'desc', sortBy: 'createdAt' },
        });
        setState({ items: answer?.data ?? [], total: answer?.total ?? 0, loading: false, error: null });
      } catch (error) {
        setState({ items: [], total: 0, loading: false, error: messageOf(error) });
      }
    },
    [api],
  );

  useEffect(() => {
    void load(page);
  }, [load, page]);

  const unblock = (row: BlockedUser) =>
    unblocking.run(
      async () => {
        await api.del(`/block/users/${encodeURIComponent(row.targetId)}`);
        toast.success(row.targetInfo ? t('unblockedOne', { name: fanLabel(row.targetInfo) }) : t('unblockedUnknown'));
        await load(page);
      },
      { key: row.targetId },
    );

  const pages = Math.max(1, Math.ceil(state.total / PAGE_SIZE));

  return (
    <Stack gap="md">
      <BlockFanForm onBlocked={() => (page === 1 ? void load(1) : setPage(1))} />
      {state.error ? (
        <Alert color="red" variant="light" role="alert">
          {state.error}
        </Alert>
      ) : null}
      <Stack gap="xs" data-testid="blocked-users">
        {state.loading && state.items.length === 0 ? <Loader size="sm" /> : null}
        {!state.loading && state.items.length === 0 && !state.error ? (
          <Text size="sm" c="dimmed">
            {t('none')}
          </Text>
        ) : null}
        {state.items.map((row) => {
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
