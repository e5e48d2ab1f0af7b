'use client';

import { Anchor, Text } from '@mantine/core';
import type { WalletDebt } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { adminUserPath } from '@/lib/routes';
import { AdminTable, from } from './admin-table';
import { useAdminWalletDebtsQuery } from './money.api';

/**
 * The Money section's debts (CCBill chargebacks, issue #20): each fan who owes tokens, most owed
 * first, linking to the fan's account page (its money card shows the ledger lines).
 */
export function WalletDebtsTable() {
  const t = useTranslations('admin.money');
  const f = useFormat();
  return (
    <AdminTable<WalletDebt>
      defaults={{ sortBy: 'owed', pageSize: 20 }}
      useRows={useAdminWalletDebtsQuery}
      filters={[{ key: 'q', label: t('debts.q'), width: 260 }]}
      idAccessor="userId"
      noRecordsText={t('debts.none')}
      testId="admin-wallet-debts"
      columns={[
        {
          accessor: 'userId',
          title: t('fan'),
          render: (r) => (
            <Anchor component={Link} href={adminUserPath(r.userId)} size="sm" data-testid="wallet-debt-fan">
              {r.name || r.username || r.userId}
            </Anchor>
          ),
        },
        {
          accessor: 'username',
          title: '@',
          visibleMediaQuery: from('sm'),
          render: (r) => (r.username ? `@${r.username}` : '—'),
        },
        {
          accessor: 'owed',
          title: t('debts.owed'),
          sortable: true,
          textAlign: 'right',
          render: (r) => (
            <Text size="sm" fw={600} c="red" data-testid="wallet-debt-owed">
              {f.tokens(r.owed)}
            </Text>
          ),
        },
        {
          accessor: 'updatedAt',
          title: t('debts.updatedAt'),
          sortable: true,
          visibleMediaQuery: from('md'),
          render: (r) => f.dateTime(r.updatedAt),
        },
      ]}
    />
  );
}
