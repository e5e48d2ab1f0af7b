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
import type { ComponentProps, ReactNode } from 'react';
import { formatMoney } from '@/features/subscriptions/subscription-view';
import { CUSTOM_RANGE, EARNING_TYPE_FILTERS, RANGE_PRESETS, earningTypeLabel, type DayRange } from './earnings';

const PERIODS = [
  ...RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: CUSTOM_RANGE, label: 'Custom' },
];

/** A custom period's two days, each bounded by the other. */
const DAYS = [
  { edge: 'from', label: 'From', bounds: (range: DayRange) => ({ max: range.to }) },
  { edge: 'to', label: 'To', bounds: (range: DayRange) => ({ min: range.from }) },
] as const;

export function SummaryCard({
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
  figures: Omit<ComponentProps<typeof SummaryCard>, 'loading'>[];
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
          <SummaryCard key={figure.testId} {...figure} loading={loading} />
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
            {DAYS.map((day) => (
              <TextInput
                key={day.edge}
                type="date"
                label={day.label}
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

export function Breakdown({ stats }: { stats: EarningStats }) {
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
