'use client';

import { Code } from '@mantine/core';
import type { AuditLog } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { useAuditLogsQuery } from './admin.api';
import { timeColumn } from './admin-columns';
import { AdminTable, from } from './admin-table';
import { AdminSection } from './section-heading';

const FILTERS = ['action', 'targetType', 'targetId', 'actorId', 'fromDate', 'toDate'] as const;

/** The audit log: filters in the address, server-side paging, CSV export of the filtered list. */
export function AuditView() {
  const t = useTranslations('admin.audit');
  const f = useFormat();
  return (
    <AdminSection title={t('title')}>
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
        exportCsv={{
          path: '/admin/audit-logs/export',
          filename: 'audit-log.csv',
          filters: FILTERS,
          testId: 'audit-export',
        }}
        columns={[
          timeColumn('createdAt', t('time'), f.dateTime, { sortable: true }),
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
    </AdminSection>
  );
}
