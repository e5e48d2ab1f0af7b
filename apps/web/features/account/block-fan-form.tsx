'use client';

import { Button, Group, Loader, Select, Stack, TextInput, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import type { PublicUser } from '@fanlane/shared';
import { useEffect, useMemo, useState } from 'react';
import { BanIcon } from '@/features/layout/icons';
import { useApi } from '@/lib/api/api-context';
import { toast } from '@/lib/toast';
import { useBusyAction } from '@/lib/ui/use-busy-action';

/** "Name (@username)", or "@username" for a fan without a name. */
export const fanLabel = (fan: Pick<PublicUser, 'name' | 'username'>) =>
  fan.name ? `${fan.name} (@${fan.username})` : `@${fan.username}`;

/** Finds fans by name or username (GET /users/search, creators only) and blocks one (POST /block/users). */
export function BlockFanForm({ onBlocked }: { onBlocked: () => void }) {
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
