'use client';

import { Button, Stack } from '@mantine/core';
import { PAYOUT_STATUSES, type PayoutRequest } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PAYOUT_CHOICES } from '@/features/payouts/methods';
import { PayoutStatusBadge } from '@/features/payouts/payout-status';
import { useFormat } from '@/lib/i18n/use-format';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { AdminTable, from } from './admin-table';
import { CsvExportButton } from './csv-export-button';
import { PayoutReview } from './payout-review';
import { useAdminPayoutsQuery } from './payouts.api';
import { SectionHeading } from './section-heading';

/** The list with `toDate` read as the end of that day (the date filter gives its start). */
function usePayoutRows(params: ListApiParams) {
  const to = typeof params.toDate === 'string' && params.toDate ? `${params.toDate}T23:59:59.999Z` : undefined;
  return useAdminPayoutsQuery({ ...params, toDate: to });
}

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
    <Stack gap="md">
      <SectionHeading title={t('title')} intro={t('intro')} />
      <AdminTable<PayoutRequest>
        defaults={{ sortBy: 'createdAt', pageSize: 20 }}
        useRows={usePayoutRows}
        noRecordsText={t('none')}
        testId="admin-payouts"
        toolbar={(list) => (
          <CsvExportButton
            path="/admin/payout-requests/export"
            filename="payout-requests.csv"
            list={list}
            filters={['status', 'paymentAccountType', 'fromDate', 'toDate']}
            testId="payouts-export"
          />
        )}
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
          {
            accessor: 'createdAt',
            title: t('asked'),
            sortable: true,
            render: (p) => f.dateTime(p.createdAt),
            visibleMediaQuery: from('md'),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (p) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setReviewing(p._id)}
                data-testid="payout-open"
                aria-label={t('reviewOf', { name: creator(p) || p.sourceId })}
              >
                {t('open')}
              </Button>
            ),
          },
        ]}
      />
      <PayoutReview id={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
