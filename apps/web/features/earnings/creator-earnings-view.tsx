'use client';

import { BarChart } from '@mantine/charts';
// The charts' styles load with the pages that draw charts, not on every page.
import '@mantine/charts/styles.css';
import { Badge, Box, EmptyState, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Earning } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { useEarningStatsQuery } from './earnings.api';
import { CoinIcon } from '@/features/layout/icons';
import { StudioHeader } from '@/features/studio/studio-header';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { fillSeries, rangeFromQuery, rangeToApi, summaryFigures } from './earnings';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { Breakdown, FigureGroup, RangeFilters } from './earnings-summary';
import { EarningsActions } from './earnings-actions';
import { EarningsList } from './earnings-list';
import { useEarningTypeLabel } from './use-earning-labels';

const PAGE_SIZE = 10;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * /creator/earnings: gross, the platform's commission and net for a period, the balances on hold
 * and withdrawable now (all time, whatever the filters: they are ledger balances), a chart by day, a breakdown by type and every earning (paged). The period,
 * the type and the page live in the address.
 */
export function CreatorEarningsView() {
  const t = useTranslations('earnings');
  const f = useFormat();
  const typeLabel = useEarningTypeLabel();
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
  const series = useMemo(() => fillSeries(stats.stats?.series ?? [], range, f.locale), [stats.stats, range, f.locale]);
  const s = stats.stats;
  const loadingStats = stats.loading && !s;
  const period = `${f.date(`${range.from}T12:00:00Z`)} – ${f.date(`${range.to}T12:00:00Z`)}`;
  const figures = summaryFigures(s);
  const cards = { loading: loadingStats, busy: stats.loading };
  const subtitle = type ? `${period} · ${typeLabel(type)}` : period;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <StudioHeader
        title={t('title')}
        subtitle={subtitle}
        testId="earnings-period"
        action={<EarningsActions {...rangeToApi(range)} />}
      />
      <RangeFilters range={range} type={type} onChange={(next) => list.setFilters(next)} />

      {stats.error ? <RetryAlert message={stats.error} onRetry={() => void stats.reload()} /> : null}

      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FigureGroup
            title={t('inPeriod')}
            aside={
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            }
            figures={figures.period}
            testId="earnings-period-figures"
            {...cards}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <FigureGroup
            title={t('balanceNow')}
            aside={
              <Badge variant="light" color="gray" radius="xl" tt="none">
                {t('allTime')}
              </Badge>
            }
            figures={figures.balances}
            testId="earnings-balances"
            {...cards}
          >
            <Text size="xs" c="dimmed" data-testid="earnings-balances-note">
              {t('balancesNote')}
            </Text>
          </FigureGroup>
        </Grid.Col>
      </Grid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p="md" h="100%">
            <Group justify="space-between" mb="sm" gap="xs">
              <Title order={2} fz="lg">
                {t('overTime')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('chartHint')}
              </Text>
            </Group>
            {loadingStats ? (
              <Skeleton height={260} radius="md" />
            ) : (
              <Box data-testid="earnings-chart" role="img" aria-label={t('chartAria', { period })}>
                <BarChart
                  h={260}
                  data={series}
                  dataKey="label"
                  type="stacked"
                  series={[
                    { name: 'net', label: t('figures.net'), color: 'teal.6' },
                    { name: 'commission', label: t('figures.commission'), color: 'orange.5' },
                  ]}
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  valueFormatter={(value) => f.money(value)}
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
          {t('every')}
        </Title>
        {page.error ? <RetryAlert message={page.error} onRetry={() => void page.reload()} /> : null}
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
              title={t('empty')}
              description={t('emptyText')}
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
