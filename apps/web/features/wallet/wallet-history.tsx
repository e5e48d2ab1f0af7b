'use client';

import {
  Anchor,
  Badge,
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
import { RetryAlert } from '@/lib/ui/retry-alert';
import type { PaymentTransaction, TokenTransaction } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { useFormat } from '@/lib/i18n/use-format';
import { profilePath } from '@/lib/routes';
import { historyRequest, type HistoryList, paymentTokens } from './history-labels';
import { RefundAction, useRefundRequestsByCharge } from './refund-request';
import { useHistoryLabels } from './use-history-labels';

const PAGE_SIZE = 10;

/** A history list, a page at a time, as <HistoryTable> takes it. */
function usePagedHistory<T extends { _id: string }>(which: HistoryList, version: number) {
  const [page, setPage] = useState(1);
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
  return { ...list, page, onPage: setPage, onRetry: () => void reload() };
}

/** A row's date, kept on one line. */
function DateCell({ iso }: { iso: string }) {
  const f = useFormat();
  return (
    <Table.Td>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {f.date(iso)}
      </Text>
    </Table.Td>
  );
}

/** A row's kind or status. */
function BadgeCell({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Table.Td>
      <Badge
        variant="light"
        radius="xl"
        color={color}
        tt="none"
        styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
      >
        {children}
      </Badge>
    </Table.Td>
  );
}

type HeadKey = 'date' | 'creator' | 'type' | 'item' | 'amount' | 'payment' | 'status' | 'tokens';

/** Each history list's columns (the date first; keys of wallet.history.head), empty line and test ids. */
const TABLES: Record<
  HistoryList,
  { head: HeadKey[]; empty: 'emptyCharges' | 'emptyTopUps'; testId: string; rowTestId: string }
> = {
  charges: {
    head: ['date', 'creator', 'type', 'item', 'amount'],
    empty: 'emptyCharges',
    testId: 'charges-table',
    rowTestId: 'charge-row',
  },
  topUps: {
    head: ['date', 'payment', 'status', 'tokens', 'amount'],
    empty: 'emptyTopUps',
    testId: 'payments-table',
    rowTestId: 'payment-row',
  },
};

interface HistoryTableProps<T> {
  which: HistoryList;
  /** Raised after a payment or a purchase: the page is read again. */
  version: number;
  /** The cells after the date. */
  row: (item: T) => ReactNode;
}

/** A history list, a page at a time: a row an item, its date first, then the cells `row` draws. */
function HistoryTable<T extends { _id: string; createdAt: string }>({ which, version, row }: HistoryTableProps<T>) {
  const t = useTranslations('wallet.history');
  const { head, empty, testId, rowTestId } = TABLES[which];
  const { items, loading, loaded, error, total, page, onPage, onRetry } = usePagedHistory<T>(which, version);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (error) {
    return <RetryAlert message={error} onRetry={onRetry} />;
  }
  if (!loaded && loading) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" data-testid={`${testId}-empty`}>
        {t(empty)}
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
                  {t(`head.${label}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item._id} data-testid={rowTestId}>
                <DateCell iso={item.createdAt} />
                {row(item)}
              </Table.Tr>
            ))}
          </Table.Tbody>
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
  const t = useTranslations('wallet.history');
  const f = useFormat();
  const labels = useHistoryLabels();
  const requests = useRefundRequestsByCharge();
  return (
    <HistoryTable<TokenTransaction>
      which="charges"
      version={version}
      row={(charge) => (
        <>
          <Table.Td>
            <Creator info={charge.performerInfo} />
          </Table.Td>
          <BadgeCell color={charge.type === 'tip' ? 'grape' : 'brand'}>{labels.chargeType(charge.type)}</BadgeCell>
          <Table.Td maw={260}>
            <Text size="sm" truncate>
              {labels.chargeItem(charge)}
            </Text>
            {charge.note ? (
              <Text size="xs" c="dimmed" truncate>
                “{charge.note}”
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {charge.status === 'refunded'
                ? t('refunded', { amount: f.tokens(charge.totalPrice) })
                : `−${f.tokens(charge.totalPrice)}`}
            </Text>
            <RefundAction charge={charge} request={requests.get(charge._id)} />
          </Table.Td>
        </>
      )}
    />
  );
}

function PaymentCells({ payment }: { payment: PaymentTransaction }) {
  const t = useTranslations('wallet.history');
  const f = useFormat();
  const labels = useHistoryLabels();
  const status = labels.status(payment.status);
  // Tokens count only once paid: a failed or pending payment credited nothing.
  const credited = payment.status === 'success' ? paymentTokens(payment) : null;
  return (
    <>
      <Table.Td>
        <Text size="sm">{payment.products[0]?.name || labels.paymentType(payment.type)}</Text>
        {payment.couponInfo ? (
          <Text size="xs" c="dimmed">
            {t('coupon', { code: payment.couponInfo.code })}
          </Text>
        ) : null}
      </Table.Td>
      <BadgeCell color={status.color}>{status.label}</BadgeCell>
      <Table.Td>
        <Text size="sm">{credited === null ? '—' : `+${f.tokens(credited)}`}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text
          size="sm"
          fw={600}
          c={payment.status === 'success' ? undefined : 'dimmed'}
          td={payment.status === 'fail' || payment.status === 'canceled' ? 'line-through' : undefined}
        >
          {f.money(payment.totalPrice)}
        </Text>
      </Table.Td>
    </>
  );
}

/** The wallet's history: what the wallet paid for (purchases, tips, subscriptions) and the top-ups. */
export function WalletHistory({ version }: { version: number }) {
  const t = useTranslations('wallet.history');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="wallet-history">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <Tabs defaultValue="charges" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="charges" data-testid="history-charges">
              {t('charges')}
            </Tabs.Tab>
            <Tabs.Tab value="payments" data-testid="history-payments">
              {t('topUps')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="charges" pt="md">
            <Charges version={version} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <HistoryTable<PaymentTransaction>
              which="topUps"
              version={version}
              row={(payment) => <PaymentCells payment={payment} />}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
