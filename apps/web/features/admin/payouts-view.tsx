'use client';

import { PAYOUT_STATUSES, type PayoutRequest } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PAYOUT_CHOICES } from '@/features/payouts/methods';
import { PayoutStatusBadge } from '@/features/payouts/payout-status';
import { useFormat } from '@/lib/i18n/use-format';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { actionsColumn, RowButton, timeColumn } from './admin-columns';
import { AdminTable, from, untilEndOfDay } from './admin-table';
import { PayoutReview } from './payout-review';
import { useAdminPayoutsQuery } from './payouts.api';
import { AdminSection } from './section-heading';

const usePayoutRows = (params: ListApiParams) => useAdminPayoutsQuery(untilEndOfDay(params));

/** Payout requests for finance staff: filters in the address, review with the full details, decide. */
export function PayoutsView() {
  const t = useTranslations('admin.payouts');
  const m = useTranslations('payouts.request.methods');
  const f = useFormat();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const creator = (p: PayoutRequest) => {
    const who = p.sourceInfo ?? {};
    return `${String(who.name ?? '')}${who.username ? ` (@${String(who.username)})` : ''}`;
  };
  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <AdminTable<PayoutRequest>
        defaults={{ sortBy: 'createdAt', pageSize: 20 }}
        useRows={usePayoutRows}
        noRecordsText={t('none')}
        testId="admin-payouts"
        exportCsv={{
          path: '/admin/payout-requests/export',
          filename: 'payout-requests.csv',
          filters: ['status', 'paymentAccountType', 'fromDate', 'toDate'],
          testId: 'payouts-export',
        }}
        filters={[
          {
            key: 'status',
            label: t('status'),
            kind: 'select',
            data: PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            testId: 'payouts-status-filter',
          },
          {
            key: 'paymentAccountType',
            label: t('method'),
            kind: 'select',
            data: PAYOUT_CHOICES.map((s) => ({ value: s, label: m(s) })),
            width: 170,
          },
          { key: 'fromDate', label: t('from'), kind: 'date' },
          { key: 'toDate', label: t('until'), kind: 'date' },
        ]}
        columns={[
          { accessor: 'sourceId', title: t('creator'), render: creator },
          {
            accessor: 'requestTokens',
            title: t('amount'),
            render: (p) => `${f.tokens(p.requestTokens)} · ${f.money(p.amount)}`,
          },
          {
            accessor: 'paymentAccountType',
            title: t('method'),
            visibleMediaQuery: from('sm'),
            render: (p) =>
              PAYOUT_CHOICES.includes(p.paymentAccountType as never)
                ? m(p.paymentAccountType as never)
                : p.paymentAccountType,
          },
          { accessor: 'status', title: t('status'), render: (p) => <PayoutStatusBadge status={p.status} /> },
          timeColumn('createdAt', t('asked'), f.dateTime, { sortable: true, visibleMediaQuery: from('md') }),
          actionsColumn((p) => (
            <RowButton
              onClick={() => setReviewing(p._id)}
              data-testid="payout-open"
              aria-label={t('reviewOf', { name: creator(p) || p.sourceId })}
            >
              {t('open')}
            </RowButton>
          )),
        ]}
      />
      <PayoutReview id={reviewing} onClose={() => setReviewing(null)} />
    </AdminSection>
  );
}
