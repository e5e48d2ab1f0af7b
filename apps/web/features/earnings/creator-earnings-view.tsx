'use client';

import { BarChart } from '@mantine/charts';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  EmptyState,
  Grid,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Earning, EarningStats } from '@fanlane/shared';
import { useMemo } from 'react';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { useEarningStatsQuery } from './earnings.api';
import { fullDate } from '@/features/feeds/feed-view';
import { CoinIcon } from '@/features/layout/icons';
import { StudioHeader } from '@/features/studio/studio-header';
import { formatMoney, shortDate } from '@/features/subscriptions/subscription-view';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useListQuery } from '@/lib/list-query/use-list-query';
import {
  BALANCES_NOTE,
  CUSTOM_RANGE,
  EARNING_TYPE_FILTERS,
  RANGE_PRESETS,
  earningTypeLabel,
  fillSeries,
  holdState,
  percent,
  rangeFromQuery,
  rangeToApi,
  summaryFigures,
  type DayRange,
} from './earnings';
import { ListPagination } from '@/lib/list-query/list-pagination';

const PAGE_SIZE = 10;

const PERIODS = [
  ...RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: CUSTOM_RANGE, label: 'Custom' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Below the `xs` breakpoint tables become cards. */
const PHONE_QUERY = '(max-width: 36em)';

function ErrorLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group gap="xs" justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

function SummaryCard({
  label,
  value,
  hint,
  testId,
  color,
  loading,
}: {
  label: string;
  value: number;
  hint: string;
  testId: string;
  color?: string;
  loading: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} h="100%">
      <Text fz={{ base: 10, sm: 'xs' }} c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }} lineClamp={1}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height={30} width="70%" my={4} />
      ) : (
        <Text fz={{ base: 20, sm: 26 }} fw={700} c={color} data-testid={testId} data-value={value}>
          {formatMoney(value)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

function RangeFilters({
  range,
  type,
  onChange,
}: {
  range: DayRange;
  type: string;
  onChange: (filters: Record<string, string>) => void;
}) {
  const custom = range.preset === CUSTOM_RANGE;
  const choosePeriod = (value: string) =>
    onChange(
      value === CUSTOM_RANGE ? { range: value, from: range.from, to: range.to } : { range: value, from: '', to: '' },
    );
  const setDay = (edge: 'from' | 'to', value: string) => {
    if (value) onChange({ range: CUSTOM_RANGE, from: range.from, to: range.to, [edge]: value });
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          radius="xl"
          aria-label="Period"
          value={range.preset}
          onChange={choosePeriod}
          data={PERIODS}
          visibleFrom="sm"
          data-testid="earnings-range"
        />
        <Select
          aria-label="Period"
          data={PERIODS}
          value={range.preset}
          onChange={(value) => value && choosePeriod(value)}
          allowDeselect={false}
          hiddenFrom="sm"
          w="100%"
        />
        {custom ? (
          <Group gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
            <TextInput
              type="date"
              label="From"
              value={range.from}
              max={range.to}
              onChange={(event) => setDay('from', event.currentTarget.value)}
              style={{ flex: 1 }}
              miw={140}
            />
            <TextInput
              type="date"
              label="To"
              value={range.to}
              min={range.from}
              onChange={(event) => setDay('to', event.currentTarget.value)}
              style={{ flex: 1 }}
              miw={140}
            />
          </Group>
        ) : null}
        <Select
          aria-label="Type"
          data={EARNING_TYPE_FILTERS}
          value={type}
          onChange={(value) => onChange({ type: value ?? '' })}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
          ml={{ base: 0, md: 'auto' }}
          data-testid="earnings-type"
        />
      </Group>
    </Paper>
  );
}

function Breakdown({ stats }: { stats: EarningStats }) {
  const rows = [...stats.byType].sort((a, b) => b.gross - a.gross);
  const total = rows.reduce((sum, r) => sum + r.gross, 0);
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Title order={2} fz="lg" mb="sm">
        By type
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing earned in this period.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="earnings-by-type">
          {rows.map((row) => (
            <Box key={row.type}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {earningTypeLabel(row.type)}
                </Text>
                <Text size="sm" fw={600}>
                  {formatMoney(row.gross)}
                </Text>
              </Group>
              <Progress
                value={total > 0 ? (row.gross / total) * 100 : 0}
                size="sm"
                radius="xl"
                my={4}
                aria-label={`${earningTypeLabel(row.type)} share`}
              />
              <Text size="xs" c="dimmed">
                Net {formatMoney(row.net)} · commission {formatMoney(row.commission)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function FanCell({ earning, size = 28 }: { earning: Earning; size?: number }) {
  const fan = earning.userInfo;
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={fan?.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={size} />
      <Text size="sm" truncate maw={180}>
        {fan?.name || fan?.username || 'A fan'}
      </Text>
    </Group>
  );
}

function HoldBadge({ earning }: { earning: Earning }) {
  const hold = holdState(earning);
  return (
    <Badge variant="light" color={hold.color} radius="xl" tt="none" data-testid="earning-hold">
      {hold.label}
    </Badge>
  );
}

function Commission({ earning }: { earning: Earning }) {
  return (
    <>
      <Text size="sm" span>
        −{formatMoney(earning.commission)}
      </Text>
      <Text size="xs" c="dimmed" span ml={4}>
        ({percent(earning.siteCommission)})
      </Text>
    </>
  );
}

function EarningRow({ earning }: { earning: Earning }) {
  return (
    <Table.Tr data-testid="earning-row" data-earning-id={earning._id} data-type={earning.type}>
      <Table.Td>
        <Text size="sm" title={fullDate(earning.createdAt)}>
          {shortDate(earning.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <FanCell earning={earning} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{earningTypeLabel(earning.type)}</Text>
      </Table.Td>
      <Table.Td ta="right" data-testid="earning-gross">
        {formatMoney(earning.grossPrice)}
      </Table.Td>
      <Table.Td ta="right" data-testid="earning-commission">
        <Commission earning={earning} />
      </Table.Td>
      <Table.Td ta="right" fw={700} data-testid="earning-net">
        {formatMoney(earning.netPrice)}
      </Table.Td>
      <Table.Td>
        <HoldBadge earning={earning} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One earning as a card, for phones. */
function EarningCard({ earning }: { earning: Earning }) {
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
          <Text size="xs" c="dimmed" title={fullDate(earning.createdAt)} style={{ flexShrink: 0 }}>
            {shortDate(earning.createdAt)}
          </Text>
        </Group>
        <Text size="sm" fw={600}>
          {earningTypeLabel(earning.type)}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              Gross
            </Text>
            <Text size="sm" data-testid="earning-gross">
              {formatMoney(earning.grossPrice)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Commission
            </Text>
            <Box data-testid="earning-commission">
              <Commission earning={earning} />
            </Box>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Net
            </Text>
            <Text size="sm" fw={700} data-testid="earning-net">
              {formatMoney(earning.netPrice)}
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

function EarningsList({ items, loading }: { items: Earning[]; loading: boolean }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none', opacity: loading ? 0.6 : 1 }}
        aria-busy={loading}
        aria-label="Earnings"
        data-testid="earnings-table"
      >
        {items.map((earning) => (
          <EarningCard key={earning._id} earning={earning} />
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={860}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-busy={loading}
          style={{ opacity: loading ? 0.6 : 1 }}
          data-testid="earnings-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Fan</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th ta="right">Gross</Table.Th>
              <Table.Th ta="right">Commission</Table.Th>
              <Table.Th ta="right">Net</Table.Th>
              <Table.Th>Hold</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((earning) => (
              <EarningRow key={earning._id} earning={earning} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * /creator/earnings: gross, the platform's commission and net for a period, the balances on hold
 * and withdrawable now (all time, whatever the filters: they are ledger balances), a chart by day, a breakdown by type and every earning (paged). The period,
 * the type and the page live in the address.
 */
export function CreatorEarningsView() {
  const list = useListQuery({ pageSize: PAGE_SIZE, sortBy: 'createdAt' });
  const { filters } = list;
  const rangeKey = `${text(filters.range)}|${text(filters.from)}|${text(filters.to)}`;
  // Today is read when the period changes, so the range stays put while the page is open.
  const range = useMemo(() => {
    const [preset, from, to] = rangeKey.split('|');
    return rangeFromQuery({ range: preset, from, to });
  }, [rangeKey]);
  const type = text(filters.type);
  const query = useMemo(() => ({ ...rangeToApi(range), ...(type ? { type } : {}) }), [range, type]);
  const statsQuery = useEarningStatsQuery(query);
  const stats = {
    stats: statsQuery.data ?? null,
    loading: statsQuery.isFetching,
    error: statsQuery.error && 'message' in statsQuery.error ? String(statsQuery.error.message) : null,
    reload: statsQuery.refetch,
  };
  const page = useAssetPage<Earning>('/performer/earning/search', {
    ...query,
    limit: list.pageSize,
    offset: (list.current - 1) * list.pageSize,
    sort: list.sort,
    sortBy: list.sortBy,
  });
  const pages = Math.max(1, Math.ceil(page.total / list.pageSize));
  const series = useMemo(() => fillSeries(stats.stats?.series ?? [], range), [stats.stats, range]);
  const s = stats.stats;
  const loadingStats = stats.loading && !s;
  const period = `${shortDate(`${range.from}T12:00:00Z`)} – ${shortDate(`${range.to}T12:00:00Z`)}`;
  const figures = summaryFigures(s);

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <StudioHeader
        title="Earnings"
        subtitle={type ? `${period} · ${earningTypeLabel(type)}` : period}
        testId="earnings-period"
      />
      <RangeFilters range={range} type={type} onChange={(next) => list.setFilters(next)} />

      {stats.error ? <ErrorLine message={stats.error} onRetry={() => void stats.reload()} /> : null}

      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs" h="100%" data-testid="earnings-period-figures">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="lg">
                In this period
              </Title>
              <Text size="xs" c="dimmed">
                {type ? `${period} · ${earningTypeLabel(type)}` : period}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 3 }} spacing={{ base: 'xs', sm: 'md' }} aria-busy={stats.loading}>
              {figures.period.map((figure) => (
                <SummaryCard key={figure.testId} {...figure} loading={loadingStats} />
              ))}
            </SimpleGrid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs" h="100%" data-testid="earnings-balances">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="lg">
                Balance now
              </Title>
              <Badge variant="light" color="gray" radius="xl" tt="none">
                All time
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 2 }} spacing={{ base: 'xs', sm: 'md' }} aria-busy={stats.loading}>
              {figures.balances.map((figure) => (
                <SummaryCard key={figure.testId} {...figure} loading={loadingStats} />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" data-testid="earnings-balances-note">
              {BALANCES_NOTE}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p="md" h="100%">
            <Group justify="space-between" mb="sm" gap="xs">
              <Title order={2} fz="lg">
                Over time
              </Title>
              <Text size="xs" c="dimmed">
                Gross by day: net plus commission
              </Text>
            </Group>
            {loadingStats ? (
              <Skeleton height={260} radius="md" />
            ) : (
              <Box data-testid="earnings-chart" role="img" aria-label={`Earnings by day, ${period}`}>
                <BarChart
                  h={260}
                  data={series}
                  dataKey="label"
                  type="stacked"
                  series={[
                    { name: 'net', label: 'Net', color: 'teal.6' },
                    { name: 'commission', label: 'Commission', color: 'orange.5' },
                  ]}
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  valueFormatter={(value) => formatMoney(value)}
                  tickLine="none"
                  maxBarWidth={28}
                />
              </Box>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {loadingStats ? <Skeleton height={320} radius="lg" /> : s ? <Breakdown stats={s} /> : null}
        </Grid.Col>
      </Grid>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          Every earning
        </Title>
        {page.error ? <ErrorLine message={page.error} onRetry={() => void page.reload()} /> : null}
        {!page.loaded && page.loading ? (
          <Stack gap="xs" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={44} radius="md" />
            ))}
          </Stack>
        ) : page.loaded && page.items.length === 0 && !page.error ? (
          <Paper withBorder radius="lg" p="lg">
            <EmptyState
              variant="light"
              icon={<CoinIcon size={28} />}
              title="No earnings in this period"
              description="Subscriptions, tips and sales show up here with their commission and hold."
              py="xl"
              data-testid="earnings-empty"
            />
          </Paper>
        ) : page.items.length > 0 ? (
          <EarningsList items={page.items} loading={page.loading} />
        ) : null}
        <ListPagination pages={pages} page={list.current} onPage={(p) => list.setPage(p)} />
      </Stack>
    </Stack>
  );
}
