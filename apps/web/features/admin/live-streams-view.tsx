'use client';

import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import { DataTable } from 'mantine-datatable';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { performerOf } from '@/features/streaming/stream-view';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { livePath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useEndStreamMutation, useLiveStreamsQuery } from './admin.api';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Live streams on air now (refreshed every 30 s); an operator ends one after confirming (audited). */
export function LiveStreamsView() {
  const t = useTranslations('admin.live');
  const f = useFormat();
  const list = useListQuery({ sortBy: 'updatedAt', pageSize: 20 });
  const { data, isFetching } = useLiveStreamsQuery(list.apiParams, { pollingInterval: 30_000 });
  const [endStream] = useEndStreamMutation();
  const [ending, setEnding] = useState<Stream | null>(null);
  const creatorOf = (stream: Stream) => performerOf(stream);
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('search')}
          defaultValue={text(list.filters.q)}
          onKeyDown={(e) => e.key === 'Enter' && list.setFilters({ q: e.currentTarget.value })}
          onBlur={(e) =>
            e.currentTarget.value !== text(list.filters.q) && list.setFilters({ q: e.currentTarget.value })
          }
          data-testid="live-search"
        />
      </Group>
      <DataTable
        withTableBorder
        borderRadius="md"
        striped
        minHeight={200}
        fetching={isFetching}
        records={data?.data ?? []}
        idAccessor="_id"
        totalRecords={data?.total ?? 0}
        recordsPerPage={list.pageSize}
        page={list.current}
        onPageChange={(p) => list.setPage(p)}
        noRecordsText={t('none')}
        columns={[
          {
            accessor: 'performerId',
            title: t('creator'),
            render: (s) => {
              const creator = creatorOf(s);
              return (
                <Anchor component={Link} href={livePath(creator.username || creator._id)} size="sm">
                  {creator.name}
                  {creator.username ? ` (@${creator.username})` : ''}
                </Anchor>
              );
            },
          },
          { accessor: 'title', title: t('streamTitle') },
          {
            accessor: 'price',
            title: t('entry'),
            render: (s) =>
              s.isFree || !s.price ? (
                <Badge color="teal" variant="light">
                  {t('free')}
                </Badge>
              ) : (
                f.tokens(s.price)
              ),
          },
          {
            accessor: 'stats',
            title: t('audience'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (s) => t('audienceValue', { viewers: s.stats.members, likes: s.stats.likes }),
          },
          {
            accessor: 'updatedAt',
            title: t('since'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (s) => f.dateTime(s.updatedAt),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (s) => (
              <Button
                color="red"
                variant="light"
                size="xs"
                onClick={() => setEnding(s)}
                data-testid="live-end"
                aria-label={t('endOf', { name: creatorOf(s).name })}
              >
                {t('end')}
              </Button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        opened={ending !== null}
        title={t('confirmTitle')}
        message={ending ? t('confirmMessage', { name: creatorOf(ending).name, title: ending.title }) : ''}
        confirmLabel={t('end')}
        keepLabel={t('keep')}
        onConfirm={async () => {
          if (!ending) return;
          await endStream(ending._id).unwrap();
          toast.success(t('ended', { name: creatorOf(ending).name }));
        }}
        onClose={() => setEnding(null)}
      />
    </Stack>
  );
}
