'use client';

import { AreaChart } from '@mantine/charts';
// The charts' styles load with the pages that draw charts, not on every page.
import '@mantine/charts/styles.css';
import { Alert, Box, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { useStatisticsQuery } from './admin.api';

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** GET /admin/statistics: counts, money from the ledger and 30 days by day. */
export function DashboardView() {
  const t = useTranslations('admin.dashboard');
  const f = useFormat();
  const { data, isLoading, error } = useStatisticsQuery();
  if (error) return <Alert color="red">{'message' in error ? error.message : ''}</Alert>;
  if (isLoading || !data) return <Skeleton height={400} radius="md" />;
  const n = f.number;
  return (
    <Stack gap="lg">
      <Title order={2}>{t('title')}</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Stat
          label={t('users')}
          value={n(data.users.total)}
          hint={t('newActive', { new: data.users.new, active: data.users.active })}
        />
        <Stat label={t('creators')} value={n(data.creators.total)} hint={t('new', { count: data.creators.new })} />
        <Stat label={t('awaitingReview')} value={n(data.creators.awaitingReview)} testId="stat-awaiting" />
        <Stat label={t('openReports')} value={n(data.openReports)} testId="stat-reports" />
        <Stat label={t('activeSubscriptions')} value={n(data.subscriptions.active)} />
        <Stat label={t('mrr')} value={f.money(data.subscriptions.mrr)} />
        {data.money && (
          <>
            <Stat label={t('grossSales')} value={f.money(data.money.grossSales)} testId="stat-gross" />
            <Stat label={t('platformRevenue')} value={f.money(data.money.platformRevenue)} />
            <Stat
              label={t('owedToCreators')}
              value={f.money(data.money.owedToCreators.onHold + data.money.owedToCreators.withdrawable)}
              hint={t('owedSplit', {
                onHold: f.money(data.money.owedToCreators.onHold),
                withdrawable: f.money(data.money.owedToCreators.withdrawable),
              })}
            />
            <Stat label={t('payoutsDue')} value={f.money(data.money.payoutsDue)} />
          </>
        )}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          {data.money ? t('salesChart') : t('signupsChart')}
        </Title>
        <Box role="img" aria-label={data.money ? t('salesChart') : t('signupsChart')}>
          <AreaChart
            h={260}
            data={data.days.map((d) => ({ ...d, date: d.date.slice(5) }))}
            dataKey="date"
            series={
              data.money
                ? [
                    { name: 'grossSales', label: t('grossSales'), color: 'teal.6' },
                    { name: 'platformRevenue', label: t('platformRevenue'), color: 'orange.6' },
                  ]
                : [{ name: 'signups', label: t('signups'), color: 'blue.6' }]
            }
            withLegend
            curveType="monotone"
            tickLine="none"
          />
        </Box>
      </Paper>
    </Stack>
  );
}
