'use client';

import { Anchor, Badge, Stack, Tabs, Text } from '@mantine/core';
import { PAYMENT_STATUSES, type PaymentTransaction, type TokenTransaction } from '@fanlane/shared';
import type { DataTableColumn } from 'mantine-datatable';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { ADMIN_PATH, adminUserPath } from '@/lib/routes';
import { actionsColumn, RowButton, timeColumn } from './admin-columns';
import { AdminTable, from, untilEndOfDay, type AdminFilter } from './admin-table';
import { useAdminChargesQuery, useAdminPaymentsQuery, useRefundChargeMutation } from './money.api';
import { ReasonModal } from './reason-modal';
import { ReconcileCard } from './reconcile-card';
import { SectionHeading } from './section-heading';
import { WalletDebtsTable } from './wallet-debts-table';

export const MONEY_TABS = ['transactions', 'wallet', 'refunds', 'debts', 'reconcile'] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];
const tabPath = (tab: MoneyTab) => (tab === 'transactions' ? `${ADMIN_PATH}/money` : `${ADMIN_PATH}/money/${tab}`);
const STATUS_COLOR: Record<string, string> = { success: 'teal', refunded: 'orange', fail: 'red', canceled: 'gray' };
const CHARGE_STATUSES = ['success', 'refunded', 'pending'] as const;
const CSV = { filters: ['status', 'type', 'userId', 'performerId', 'fromDate', 'toDate'], testId: 'money-export' };
type Line = PaymentTransaction | TokenTransaction;

/** The filters and columns both money lists share: when, the fan, the creator, the kind, the status. */
function useMoneyList<T extends Line>(statuses: readonly string[], withStatus: boolean) {
  const t = useTranslations('admin.money');
  const f = useFormat();
  const filters: AdminFilter[] = [
    ...(withStatus
      ? [
          {
            key: 'status',
            label: t('status'),
            kind: 'select' as const,
            data: statuses.map((value) => ({ value, label: value })),
          },
        ]
      : []),
    ...(['type', 'userId', 'performerId'] as const).map((key) => ({
      key,
      label: t(key),
      width: key === 'type' ? 140 : 220,
    })),
    { key: 'fromDate', label: t('from'), kind: 'date' },
    { key: 'toDate', label: t('until'), kind: 'date' },
  ];
  const columns = (price: (r: T) => string): DataTableColumn<T>[] => [
    timeColumn('createdAt', t('time'), f.dateTime, { sortable: true }),
    {
      accessor: 'sourceId',
      title: t('fan'),
      visibleMediaQuery: from('md'),
      render: (r) => (
        <Anchor component={Link} href={adminUserPath(r.sourceId)} size="sm">
          {r.sourceInfo?.username || r.sourceInfo?.name || r.sourceId}
        </Anchor>
      ),
    },
    { accessor: 'performerId', title: t('creator'), render: (r) => r.performerInfo?.username ?? r.performerId ?? '—' },
    { accessor: 'type', title: t('type'), visibleMediaQuery: from('sm') },
    { accessor: 'totalPrice', title: t('amount'), sortable: true, render: price },
    {
      accessor: 'status',
      title: t('status'),
      render: (r) => (
        <Badge variant="light" color={STATUS_COLOR[r.status] ?? 'blue'}>
          {r.status}
        </Badge>
      ),
    },
  ];
  return { filters, columns };
}

const usePaymentRows = (params: ListApiParams) => useAdminPaymentsQuery(untilEndOfDay(params));
const useChargeRows = (params: ListApiParams) => useAdminChargesQuery(untilEndOfDay(params));
const useRefundRows = (params: ListApiParams) => useAdminChargesQuery({ ...untilEndOfDay(params), status: 'refunded' });

function PaymentsTable() {
  const f = useFormat();
  const t = useTranslations('admin.money');
  const { filters, columns } = useMoneyList<PaymentTransaction>(PAYMENT_STATUSES, true);
  return (
    <AdminTable<PaymentTransaction>
      defaults={{ sortBy: 'createdAt', pageSize: 20 }}
      useRows={usePaymentRows}
      filters={filters}
      noRecordsText={t('none')}
      testId="admin-payments"
      exportCsv={{ ...CSV, path: '/payment/transactions/admin/export', filename: 'payment-transactions.csv' }}
      columns={columns((r) => f.money(r.totalPrice))}
    />
  );
}

/** Refunds one wallet charge after asking for the reason (kept in the audit log). */
function RefundDialog({ line, onClose }: { line: TokenTransaction; onClose: () => void }) {
  const t = useTranslations('admin.money');
  const f = useFormat();
  const [refund, { isLoading }] = useRefundChargeMutation();
  return (
    <ReasonModal
      title={t('refundTitle')}
      message={t('refundMessage', { amount: f.tokens(line.totalPrice) })}
      field={{ label: t('reason'), maxLength: 500, autosize: false }}
      cancelLabel={t('keep')}
      confirm={{ label: t('refund'), color: 'red', testId: 'refund-confirm', loading: isLoading }}
      run={(reason) => refund({ id: line._id, reason }).unwrap()}
      done={t('refunded')}
      onClose={onClose}
    />
  );
}

/** Wallet lines (tokens spent), or with `refunds` only the refunded ones; a successful line can be refunded. */
function WalletLinesTable({ refunds = false }: { refunds?: boolean }) {
  const f = useFormat();
  const t = useTranslations('admin.money');
  const [refunding, setRefunding] = useState<TokenTransaction | null>(null);
  const { filters, columns } = useMoneyList<TokenTransaction>(CHARGE_STATUSES, !refunds);
  const actions = actionsColumn<TokenTransaction>((r) =>
    r.status === 'success' ? (
      <RowButton color="orange" onClick={() => setRefunding(r)} data-testid="refund-open">
        {t('refund')}
      </RowButton>
    ) : null,
  );
  return (
    <>
      <AdminTable<TokenTransaction>
        defaults={{ sortBy: 'createdAt', pageSize: 20 }}
        useRows={refunds ? useRefundRows : useChargeRows}
        filters={filters}
        noRecordsText={t('none')}
        testId={refunds ? 'admin-refunds' : 'admin-wallet-lines'}
        exportCsv={{
          ...CSV,
          path: '/admin/wallet/charges/export',
          filename: refunds ? 'refunds.csv' : 'wallet-lines.csv',
          fixed: refunds ? { status: 'refunded' } : {},
        }}
        columns={[...columns((r) => f.tokens(r.totalPrice)), ...(refunds ? [] : [actions])]}
      />
      {refunding && <RefundDialog line={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

const TABLES: Record<MoneyTab, () => React.ReactNode> = {
  transactions: PaymentsTable,
  wallet: () => <WalletLinesTable />,
  refunds: () => <WalletLinesTable refunds />,
  debts: WalletDebtsTable,
  reconcile: ReconcileCard,
};

/** The Money section (finance and admins): payment transactions, wallet lines, refunds, debts, the ledger's reconcile. */
export function MoneyView({ tab }: { tab: MoneyTab }) {
  const t = useTranslations('admin.money');
  const Table = TABLES[tab];
  return (
    <Stack gap="md">
      <SectionHeading title={t('title')} intro={t('intro')} />
      <Tabs value={tab}>
        <Tabs.List>
          {MONEY_TABS.map((key) => (
            <Tabs.Tab key={key} value={key} renderRoot={(props) => <Link {...props} href={tabPath(key)} />}>
              {t(`tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="dimmed">
        {t(`intros.${tab}`)}
      </Text>
      <Table />
    </Stack>
  );
}
