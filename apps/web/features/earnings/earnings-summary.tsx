'use client';

import {
  Box,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { EarningStats } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { CUSTOM_RANGE, EARNING_TYPE_FILTERS, RANGE_PRESETS, type DayRange, type SummaryFigure } from './earnings';
import { useEarningTypeLabel } from './use-earning-labels';

/** A custom period's two days, each bounded by the other (`edge`: also its label's key in earnings). */
const DAYS = [
  { edge: 'from', bounds: (range: DayRange) => ({ max: range.to }) },
  { edge: 'to', bounds: (range: DayRange) => ({ min: range.from }) },
] as const;

export function SummaryCard({
  figure,
  value,
  testId,
  color,
  loading,
}: Omit<SummaryFigure, 'key'> & { figure: SummaryFigure['key']; loading: boolean }) {
  const t = useTranslations('earnings.figures');
  const f = useFormat();
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} h="100%">
      <Text fz={{ base: 10, sm: 'xs' }} c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }} lineClamp={1}>
        {t(figure)}
      </Text>
      {loading ? (
        <Skeleton height={30} width="70%" my={4} />
      ) : (
        <Text fz={{ base: 20, sm: 26 }} fw={700} c={color} data-testid={testId} data-value={value}>
          {f.money(value)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t(`${figure}Hint`)}
      </Text>
    </Paper>
  );
}

/** A titled group of figure cards, all on one row (the period's figures, the balances). */
export function FigureGroup({
  title,
  aside,
  figures,
  loading,
  busy,
  testId,
  children,
}: {
  title: string;
  aside: ReactNode;
  figures: SummaryFigure[];
  /** The figures are not there yet: placeholders instead. */
  loading: boolean;
  /** New figures are on their way. */
  busy: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" h="100%" data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {aside}
      </Group>
      <SimpleGrid cols={{ base: figures.length }} spacing={{ base: 'xs', sm: 'md' }} aria-busy={busy}>
        {figures.map((figure) => (
          <SummaryCard
            key={figure.testId}
            figure={figure.key}
            value={figure.value}
            testId={figure.testId}
            color={figure.color}
            loading={loading}
          />
        ))}
      </SimpleGrid>
      {children}
    </Stack>
  );
}

export function RangeFilters({
  range,
  type,
  onChange,
}: {
  range: DayRange;
  type: string;
  onChange: (filters: Record<string, string>) => void;
}) {
  const t = useTranslations('earnings');
  const typeLabel = useEarningTypeLabel();
  const periods = [
    ...RANGE_PRESETS.map((p) => ({ value: p.value, label: t(`range.${p.key}`) })),
    { value: CUSTOM_RANGE, label: t('range.custom') },
  ];
  const types = EARNING_TYPE_FILTERS.map((value) => ({ value, label: value ? typeLabel(value) : t('allTypes') }));
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
          aria-label={t('period')}
          value={range.preset}
          onChange={choosePeriod}
          data={periods}
          visibleFrom="sm"
          data-testid="earnings-range"
        />
        <Select
          aria-label={t('period')}
          data={periods}
          value={range.preset}
          onChange={(value) => value && choosePeriod(value)}
          allowDeselect={false}
          hiddenFrom="sm"
          w="100%"
        />
        {custom ? (
          <Group gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
            {DAYS.map((day) => (
              <TextInput
                key={day.edge}
                type="date"
                label={t(day.edge)}
                value={range[day.edge]}
                {...day.bounds(range)}
                onChange={(event) => setDay(day.edge, event.currentTarget.value)}
                style={{ flex: 1 }}
                miw={140}
              />
            ))}
          </Group>
        ) : null}
        <Select
          aria-label={t('typeFilter')}
          data={types}
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

export function Breakdown({ stats }: { stats: EarningStats }) {
  const t = useTranslations('earnings');
  const f = useFormat();
  const typeLabel = useEarningTypeLabel();
  const rows = [...stats.byType].sort((a, b) => b.gross - a.gross);
  const total = rows.reduce((sum, r) => sum + r.gross, 0);
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Title order={2} fz="lg" mb="sm">
        {t('byType')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('nothing')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="earnings-by-type">
          {rows.map((row) => (
            <Box key={row.type}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {typeLabel(row.type)}
                </Text>
                <Text size="sm" fw={600}>
                  {f.money(row.gross)}
                </Text>
              </Group>
              <Progress
                value={total > 0 ? (row.gross / total) * 100 : 0}
                size="sm"
                radius="xl"
                my={4}
                aria-label={t('share', { type: typeLabel(row.type) })}
              />
              <Text size="xs" c="dimmed">
                {t('netCommission', { net: f.money(row.net), commission: f.money(row.commission) })}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
