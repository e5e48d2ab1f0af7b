'use client';

import { Avatar, Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { CardList, DataTable } from '@/lib/ui/data-list';
import { useMediaQuery } from '@mantine/hooks';
import type { Earning } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { holdState, percent } from './earnings';
import { useEarningTypeLabel } from './use-earning-labels';

/** Below the `xs` breakpoint tables become cards. */
const PHONE_QUERY = '(max-width: 36em)';

/** The table's columns, heads under `earnings.cols`; the amounts are aligned right. */
const COLUMNS = ['date', 'fan', 'type', 'gross', 'commission', 'net', 'hold'] as const;
const AMOUNTS = ['gross', 'commission', 'net'] as const;

function FanCell({ earning, size = 28 }: { earning: Earning; size?: number }) {
  const t = useTranslations('earnings');
  const fan = earning.userInfo;
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={fan?.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={size} />
      <Text size="sm" truncate maw={180}>
        {fan?.name || fan?.username || t('aFan')}
      </Text>
    </Group>
  );
}

function HoldBadge({ earning }: { earning: Earning }) {
  const t = useTranslations('earnings.hold');
  const f = useFormat();
  const hold = holdState(earning);
  return (
    <Badge variant="light" color={hold.color} radius="xl" tt="none" data-testid="earning-hold">
      {hold.kind === 'held' ? t('held', { date: f.date(hold.releaseAt) }) : t(hold.kind)}
    </Badge>
  );
}

export function Commission({ earning }: { earning: Earning }) {
  const f = useFormat();
  return (
    <>
      <Text size="sm" span>
        −{f.money(earning.commission)}
      </Text>
      <Text size="xs" c="dimmed" span ml={4}>
        ({percent(earning.siteCommission)})
      </Text>
    </>
  );
}

function EarningRow({ earning }: { earning: Earning }) {
  const f = useFormat();
  const typeLabel = useEarningTypeLabel();
  return (
    <Table.Tr data-testid="earning-row" data-earning-id={earning._id} data-type={earning.type}>
      <Table.Td>
        <Text size="sm" title={f.dateTime(earning.createdAt)}>
          {f.date(earning.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <FanCell earning={earning} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{typeLabel(earning.type)}</Text>
      </Table.Td>
      <Table.Td ta="right" data-testid="earning-gross">
        {f.money(earning.grossPrice)}
      </Table.Td>
      <Table.Td ta="right" data-testid="earning-commission">
        <Commission earning={earning} />
      </Table.Td>
      <Table.Td ta="right" fw={700} data-testid="earning-net">
        {f.money(earning.netPrice)}
      </Table.Td>
      <Table.Td>
        <HoldBadge earning={earning} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One earning as a card, for phones. */
function EarningCard({ earning }: { earning: Earning }) {
  const t = useTranslations('earnings.cols');
  const f = useFormat();
  const typeLabel = useEarningTypeLabel();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      data-testid="earning-row"
      data-earning-id={earning._id}
      data-type={earning.type}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <FanCell earning={earning} size={24} />
          <Text size="xs" c="dimmed" title={f.dateTime(earning.createdAt)} style={{ flexShrink: 0 }}>
            {f.date(earning.createdAt)}
          </Text>
        </Group>
        <Text size="sm" fw={600}>
          {typeLabel(earning.type)}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('gross')}
            </Text>
            <Text size="sm" data-testid="earning-gross">
              {f.money(earning.grossPrice)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('commission')}
            </Text>
            <Box data-testid="earning-commission">
              <Commission earning={earning} />
            </Box>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('net')}
            </Text>
            <Text size="sm" fw={700} data-testid="earning-net">
              {f.money(earning.netPrice)}
            </Text>
          </div>
        </SimpleGrid>
        <div>
          <HoldBadge earning={earning} />
        </div>
      </Stack>
    </Paper>
  );
}

export function EarningsList({ items, loading }: { items: Earning[]; loading: boolean }) {
  const t = useTranslations('earnings');
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <CardList loading={loading} label={t('title')} testId="earnings-table">
        {items.map((earning) => (
          <EarningCard key={earning._id} earning={earning} />
        ))}
      </CardList>
    );
  }
  return (
    <DataTable
      loading={loading}
      minWidth={860}
      testId="earnings-table"
      columns={COLUMNS.map((column) => t(`cols.${column}`))}
      right={AMOUNTS.map((column) => t(`cols.${column}`))}
    >
      {items.map((earning) => (
        <EarningRow key={earning._id} earning={earning} />
      ))}
    </DataTable>
  );
}
