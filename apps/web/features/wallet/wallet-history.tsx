'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { PaymentTransaction, TokenTransaction } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { tokens } from '@/features/feeds/feed-view';
import { profilePath } from '@/lib/routes';
import {
  chargeItem,
  chargeTypeLabel,
  historyRequest,
  type HistoryList,
  paymentStatusView,
  paymentTokens,
  paymentTypeLabel,
  shortDate,
} from './history-labels';
import { usd } from './money';
import { RefundAction, useRefundRequestsByCharge } from './refund-request';

const PAGE_SIZE = 10;

function usePagedHistory<T extends { _id: string }>(which: HistoryList, page: number, version: number) {
  const { path, query } = useMemo(() => historyRequest(which, page, PAGE_SIZE), [which, page]);
  const list = useAssetPage<T>(path, query);
  const { reload } = list;
  const first = useRef(true);
  // A payment or purchase just made: read the page again.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void reload({ quiet: true });
  }, [reload, version]);
  return list;
}

function HistoryTable({
  head,
  loading,
  loaded,
  error,
  empty,
  total,
  page,
  onPage,
  onRetry,
  children,
  testId,
}: {
  head: string[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
  empty: string;
  total: number;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  children: ReactNode[];
  testId: string;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error}{' '}
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!loaded && loading) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the history" />
      </Center>
    );
  }
  if (children.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" highlightOnHover data-testid={testId} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {head.map((label, i) => (
                <Table.Th key={label} ta={i === head.length - 1 ? 'right' : undefined}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={onPage} radius="xl" size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}

function Creator({ info }: { info: TokenTransaction['performerInfo'] }) {
  if (!info) return <Text size="sm">—</Text>;
  return (
    <Anchor component={Link} href={profilePath(info.username || info._id)} size="sm">
      {info.name || info.username}
    </Anchor>
  );
}

function Charges({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const list = usePagedHistory<TokenTransaction>('charges', page, version);
  const requests = useRefundRequestsByCharge();
  return (
    <HistoryTable
      head={['Date', 'Creator', 'Type', 'Item', 'Amount']}
      {...list}
      onRetry={() => void list.reload()}
      empty="No purchases or tips yet."
      page={page}
      onPage={setPage}
      testId="charges-table"
    >
      {list.items.map((charge) => (
        <Table.Tr key={charge._id} data-testid="charge-row">
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {shortDate(charge.createdAt)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Creator info={charge.performerInfo} />
          </Table.Td>
          <Table.Td>
            <Badge
              variant="light"
              radius="xl"
              color={charge.type === 'tip' ? 'grape' : 'brand'}
              tt="none"
              styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
            >
              {chargeTypeLabel(charge.type)}
            </Badge>
          </Table.Td>
          <Table.Td maw={260}>
            <Text size="sm" truncate>
              {chargeItem(charge)}
            </Text>
            {charge.note ? (
              <Text size="xs" c="dimmed" truncate>
                “{charge.note}”
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {charge.status === 'refunded' ? 'Refunded ' : '−'}
              {tokens(charge.totalPrice)}
            </Text>
            <RefundAction charge={charge} request={requests.get(charge._id)} />
          </Table.Td>
        </Table.Tr>
      ))}
    </HistoryTable>
  );
}

function Payments({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const list = usePagedHistory<PaymentTransaction>('topUps', page, version);
  return (
    <HistoryTable
      head={['Date', 'Payment', 'Status', 'Tokens', 'Amount']}
      {...list}
      onRetry={() => void list.reload()}
      empty="No top-ups yet."
      page={page}
      onPage={setPage}
      testId="payments-table"
    >
      {list.items.map((payment) => {
        const status = paymentStatusView(payment.status);
        // Tokens count only once paid: a failed or pending payment credited nothing.
        const credited = payment.status === 'success' ? paymentTokens(payment) : null;
        return (
          <Table.Tr key={payment._id} data-testid="payment-row">
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {shortDate(payment.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{payment.products[0]?.name || paymentTypeLabel(payment.type)}</Text>
              {payment.couponInfo ? (
                <Text size="xs" c="dimmed">
                  Coupon {payment.couponInfo.code}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                radius="xl"
                color={status.color}
                tt="none"
                styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
              >
                {status.label}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{credited === null ? '—' : `+${tokens(credited)}`}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text
                size="sm"
                fw={600}
                c={payment.status === 'success' ? undefined : 'dimmed'}
                td={payment.status === 'fail' || payment.status === 'canceled' ? 'line-through' : undefined}
              >
                {usd(payment.totalPrice)}
              </Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </HistoryTable>
  );
}

/** The wallet's history: what the wallet paid for (purchases, tips, subscriptions) and the top-ups. */
export function WalletHistory({ version }: { version: number }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="wallet-history">
      <Stack gap="md">
        <Title order={2} fz="lg">
          History
        </Title>
        <Tabs defaultValue="charges" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="charges" data-testid="history-charges">
              Purchases &amp; tips
            </Tabs.Tab>
            <Tabs.Tab value="payments" data-testid="history-payments">
              Top-ups
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="charges" pt="md">
            <Charges version={version} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <Payments version={version} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
