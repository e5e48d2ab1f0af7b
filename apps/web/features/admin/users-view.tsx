'use client';

import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@fanlane/shared';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { adminUserPath } from '@/lib/routes';
import { useUsersQuery } from './admin.api';
import { timeColumn } from './admin-columns';
import { AdminTable, from } from './admin-table';
import { AdminSection } from './section-heading';

const useUserRows = (query: ListApiParams) => useUsersQuery({ query });

/** Accounts: search and filters kept in the address, server-side paging and sorting. */
export function UsersView() {
  const t = useTranslations('admin.users');
  const f = useFormat();
  const router = useRouter();
  const roles = ['user', 'performer', 'admin', 'moderator', 'finance'];
  return (
    <AdminSection title={t('title')}>
      <AdminTable<AdminUser>
        defaults={{ sortBy: 'createdAt', pageSize: 20 }}
        useRows={useUserRows}
        onRowClick={(u) => router.push(adminUserPath(u._id))}
        noRecordsText={t('none')}
        filters={[
          { key: 'q', label: t('search'), testId: 'users-search' },
          {
            key: 'role',
            label: t('role'),
            kind: 'select',
            data: roles.map((r) => ({ value: r, label: t(`roles.${r}` as never) })),
          },
          {
            key: 'status',
            label: t('status'),
            kind: 'select',
            width: 140,
            data: ['active', 'inactive'].map((v) => ({ value: v, label: t(`statuses.${v}` as never) })),
          },
          {
            key: 'verifiedDocument',
            label: t('documents'),
            kind: 'select',
            data: [
              { value: 'false', label: t('awaiting') },
              { value: 'true', label: t('verified') },
            ],
          },
        ]}
        columns={[
          { accessor: 'name', title: t('name'), sortable: true, render: (u) => `${u.name} (@${u.username})` },
          {
            accessor: 'email',
            title: t('email'),
            visibleMediaQuery: from('md'),
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
          timeColumn('createdAt', t('joined'), f.date, { sortable: true, visibleMediaQuery: from('sm') }),
        ]}
      />
    </AdminSection>
  );
}
