'use client';

import { Button, Code, Stack, Title } from '@mantine/core';
import type { AuditLog } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import type { ListQuery } from '@/lib/list-query/use-list-query';
import { downloadText } from '@/lib/download';
import { useApi } from '@/lib/api/api-context';
import { useAuditLogsQuery } from './admin.api';
import { AdminTable, from } from './admin-table';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const FILTERS = ['action', 'targetType', 'targetId', 'actorId', 'fromDate', 'toDate'] as const;

/** The audit log: filters in the address, server-side paging, CSV export of the filtered list. */
export function AuditView() {
  const t = useTranslations('admin.audit');
  const f = useFormat();
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (list: ListQuery) => {
    setExporting(true);
    try {
      const filters = Object.fromEntries(FILTERS.map((k) => [k, text(list.filters[k]) || undefined]));
      // The export is text/csv: the client answers it as the raw text.
      const csv = await api.get<string>('/admin/audit-logs/export', { query: filters });
      downloadText(csv, 'audit-log.csv');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <AdminTable<AuditLog>
        defaults={{ sortBy: 'createdAt', pageSize: 25 }}
        useRows={useAuditLogsQuery}
        noRecordsText={t('none')}
        filters={FILTERS.map((key) => ({
          key,
          label: t(`filters.${key}` as never),
          kind: key.endsWith('Date') ? ('date' as const) : ('text' as const),
          width: key.endsWith('Id') ? 220 : 170,
          testId: `audit-filter-${key}`,
        }))}
        toolbar={(list) => (
          <Button variant="default" onClick={() => exportCsv(list)} loading={exporting} data-testid="audit-export">
            {t('export')}
          </Button>
        )}
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
            visibleMediaQuery: from('md'),
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
