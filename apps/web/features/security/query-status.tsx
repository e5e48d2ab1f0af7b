'use client';

import { ErrorAlert } from '@/lib/ui/error-alert';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AccountSection } from '@/features/account/section';
import { queryErrorMessage } from './query-error';

/** A list's loading spinner, or its failure as an alert. */
export function QueryStatus({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  if (isLoading) return <Loader size="sm" />;
  return error ? <ErrorAlert message={queryErrorMessage(error)} /> : null;
}

/**
 * A security card listing what a query answered: its loading or failure line, `empty` when there
 * is nothing, one row per item, then `children`.
 */
export function QueryListSection<T>({
  title,
  description,
  testId,
  query,
  empty,
  row,
  children,
}: {
  title: string;
  description: string;
  testId: string;
  query: { data?: T[]; isLoading: boolean; error?: unknown };
  empty?: string;
  /** One item's row, with its key. */
  row: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  const { data, isLoading, error } = query;
  return (
    <AccountSection title={title} description={description} testId={testId}>
      <QueryStatus isLoading={isLoading} error={error} />
      {empty && data && !data.length ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
      <Stack gap="xs">{(data ?? []).map(row)}</Stack>
      {children}
    </AccountSection>
  );
}

/** A listed item's name (with a light badge when `badge` is given) over a dimmed line of details. */
export function RowSummary({
  name,
  badge,
  details,
}: {
  name: string;
  badge: { label: string; color: string } | null;
  details: string;
}) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap="xs">
        <Text fw={600}>{name}</Text>
        {badge ? (
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {details}
      </Text>
    </Stack>
  );
}
