'use client';

import { Badge, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { adminUserPath } from '@/lib/routes';
import { useUsersQuery } from './admin.api';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Accounts: search and filters kept in the address, server-side paging and sorting. */
export function UsersView() {
  const t = useTranslations('admin.users');
  const f = useFormat();
  const router = useRouter();
  const list = useListQuery({ sortBy: 'createdAt', pageSize: 20 });
  const { data, isFetching } = useUsersQuery({ query: list.apiParams });
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('search')}
          defaultValue={text(list.filters.q)}
          onKeyDown={(e) => e.key === 'Enter' && list.setFilters({ q: e.currentTarget.value })}
          onBlur={(e) =>
            e.currentTarget.value !== text(list.filters.q) && list.setFilters({ q: e.currentTarget.value })
          }
          data-testid="users-search"
        />
        <Select
          label={t('role')}
          clearable
          value={text(list.filters.role) || null}
          onChange={(v) => list.setFilters({ role: v ?? '' })}
          data={['user', 'performer', 'admin', 'moderator', 'finance'].map((r) => ({
            value: r,
            label: t(`roles.${r}` as never),
          }))}
          w={160}
        />
        <Select
          label={t('status')}
          clearable
          value={text(list.filters.status) || null}
          onChange={(v) => list.setFilters({ status: v ?? '' })}
          data={['active', 'inactive'].map((s) => ({ value: s, label: t(`statuses.${s}` as never) }))}
          w={140}
        />
        <Select
          label={t('documents')}
          clearable
          value={text(list.filters.verifiedDocument) || null}
          onChange={(v) => list.setFilters({ verifiedDocument: v ?? '' })}
          data={[
            { value: 'false', label: t('awaiting') },
            { value: 'true', label: t('verified') },
          ]}
          w={160}
        />
      </Group>
      <DataTable
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={200}
        fetching={isFetching}
        records={data?.data ?? []}
        idAccessor="_id"
        totalRecords={data?.total ?? 0}
        recordsPerPage={list.pageSize}
        page={list.current}
        onPageChange={(p) => list.setPage(p)}
        sortStatus={{ columnAccessor: list.sortBy, direction: list.sort }}
        onSortStatusChange={(s) => list.setSort(String(s.columnAccessor), s.direction)}
        onRowClick={({ record }) => router.push(adminUserPath(record._id))}
        noRecordsText={t('none')}
        columns={[
          { accessor: 'name', title: t('name'), sortable: true, render: (u) => `${u.name} (@${u.username})` },
          {
            accessor: 'email',
            title: t('email'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          },
          {
            accessor: 'role',
            title: t('role'),
            render: (u) => (t.has(`roles.${u.role}` as never) ? t(`roles.${u.role}` as never) : u.role),
          },
          {
            accessor: 'status',
            title: t('status'),
            render: (u) => (
              <Group gap={4}>
                <Badge variant="light" color={u.status === 'active' ? 'teal' : 'red'}>
                  {t.has(`statuses.${u.status}` as never) ? t(`statuses.${u.status}` as never) : u.status}
                </Badge>
                {u.verifiedDocument === false && (
                  <Badge variant="light" color="orange">
                    {t('awaiting')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'createdAt',
            title: t('joined'),
            sortable: true,
            render: (u) => f.date(u.createdAt),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          },
        ]}
      />
    </Stack>
  );
}
