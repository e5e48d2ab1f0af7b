'use client';

import { Button, Code, Group, Stack, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { useApi } from '@/lib/api/api-context';
import { useAuditLogsQuery } from './admin.api';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const FILTERS = ['action', 'targetType', 'targetId', 'actorId', 'fromDate', 'toDate'] as const;

/** The audit log: filters in the address, server-side paging, CSV export of the filtered list. */
export function AuditView() {
  const t = useTranslations('admin.audit');
  const f = useFormat();
  const list = useListQuery({ sortBy: 'createdAt', pageSize: 25 });
  const { data, isFetching } = useAuditLogsQuery(list.apiParams);
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const filters = Object.fromEntries(FILTERS.map((k) => [k, text(list.filters[k]) || undefined]));
      // The export is text/csv: the client answers it as the raw text.
      const csv = await api.get<string>('/admin/audit-logs/export', { query: filters });
      const url = URL.createObjectURL(new Blob([String(csv ?? '')], { type: 'text/csv' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: 'audit-log.csv' });
      a.click();
      URL.revokeObjectURL(url);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        <Button variant="default" onClick={exportCsv} loading={exporting} data-testid="audit-export">
          {t('export')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        {FILTERS.map((key) => (
          <TextInput
            key={key}
            label={t(`filters.${key}` as never)}
            type={key.endsWith('Date') ? 'date' : 'text'}
            defaultValue={text(list.filters[key])}
            onBlur={(e) =>
              e.currentTarget.value !== text(list.filters[key]) && list.setFilters({ [key]: e.currentTarget.value })
            }
            onKeyDown={(e) => e.key === 'Enter' && list.setFilters({ [key]: e.currentTarget.value })}
            w={key.endsWith('Id') ? 220 : 170}
            data-testid={`audit-filter-${key}`}
          />
        ))}
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
        sortStatus={{ columnAccessor: list.sortBy, direction: list.sort }}
        onSortStatusChange={(s) => list.setSort(String(s.columnAccessor), s.direction)}
        noRecordsText={t('none')}
        columns={[
          { accessor: 'createdAt', title: t('time'), sortable: true, render: (r) => f.dateTime(r.createdAt) },
          { accessor: 'actorName', title: t('actor'), render: (r) => `${r.actorName} (${r.actorRole})` },
          { accessor: 'action', title: t('action'), sortable: true },
          {
            accessor: 'targetType',
            title: t('target'),
            render: (r) => `${r.targetType}${r.targetId ? ` ${r.targetId}` : ''}`,
          },
          {
            accessor: 'after',
            title: t('change'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) =>
              r.after || r.before ? (
                <Code>{`${JSON.stringify(r.before ?? {})} → ${JSON.stringify(r.after ?? {})}`}</Code>
              ) : null,
          },
          { accessor: 'reason', title: t('reason') },
        ]}
      />
    </Stack>
  );
}
