'use client';

import { Alert, Badge, Card, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { adminAccountMoneySchema, type AdminAccountMoney } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { appApi } from '@/lib/api/rtk';
import { useFormat } from '@/lib/i18n/use-format';
import { LedgerAdjustCard } from './ledger-adjust-card';

const accountMoneyApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    accountMoney: build.query<AdminAccountMoney, string>({
      query: (id) => ({ path: `/admin/users/${id}/money`, schema: adminAccountMoneySchema }),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAccountMoneyQuery } = accountMoneyApi;

/**
 * A titled card with a small table, or a line saying there is nothing. The table wraps rather than
 * scrolls (a scrolling region would need to be focusable: axe scrollable-region-focusable).
 */
function ListCard({
  title,
  empty,
  head,
  rows,
  testId,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: ReactNode[][];
  testId: string;
}) {
  return (
    <Card withBorder data-testid={testId}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cells, i) => (
              <Table.Tr key={i}>
                {cells.map((c, j) => (
                  <Table.Td key={j}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/**
 * An account's money (finance and admins): wallet and earnings balances, the latest ledger lines,
 * payout requests and orders, and the balance adjustment form.
 */
export function AccountMoneyCards({ id }: { id: string }) {
  const t = useTranslations('admin.user');
  const f = useFormat();
  const { data, error } = useAccountMoneyQuery(id);
  if (error) return <Alert color="red">{'message' in error ? error.message : ''}</Alert>;
  if (!data) return <Skeleton height={200} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Card withBorder data-testid="user-money">
          <Text size="xs" c="dimmed">
            {t('wallet')}
          </Text>
          <Text fw={600}>{f.tokens(data.walletBalance)}</Text>
          {data.walletDebt < 0 && (
            <Text size="sm" c="red" data-testid="user-debt">
              {t('walletDebt', { debt: f.tokens(-data.walletDebt) })}
            </Text>
          )}
          {data.earnings && (
            <>
              <Text size="xs" c="dimmed" mt="xs">
                {t('earnings')}
              </Text>
              <Text>
                {t('earningsSplit', {
                  onHold: f.tokens(data.earnings.onHold),
                  withdrawable: f.tokens(data.earnings.withdrawable),
                })}
              </Text>
            </>
          )}
        </Card>
        <LedgerAdjustCard userId={data.user._id} isPerformer={data.earnings !== null} />
      </SimpleGrid>
      <ListCard
        title={t('ledger')}
        empty={t('noLedger')}
        head={[t('when'), t('kind'), t('account'), t('amount')]}
        rows={data.ledgerLines.map((l) => [f.dateTime(l.createdAt), l.kind, l.account, f.tokens(l.amount)])}
        testId="user-ledger"
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ListCard
          title={t('payouts')}
          empty={t('noPayouts')}
          head={[t('when'), t('amount'), t('status')]}
          rows={data.payouts.map((p) => [
            f.date(p.createdAt),
            f.tokens(p.tokens),
            <Badge key="s" variant="light">
              {p.status}
            </Badge>,
          ])}
          testId="user-payouts"
        />
        <ListCard
          title={t('orders')}
          empty={t('noOrders')}
          head={[t('when'), t('order'), t('amount'), t('status')]}
          rows={data.orders.map((o) => [
            f.date(o.createdAt),
            `${o.orderNumber} (${t(`sides.${o.side}`)})`,
            f.tokens(o.total),
            o.deliveryStatus,
          ])}
          testId="user-orders"
        />
      </SimpleGrid>
    </>
  );
}
