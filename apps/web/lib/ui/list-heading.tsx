'use client';

import { Group, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The top of a list page: its title, a dimmed line under it and, on the right, its main action (a
 * sort, a "New" button). The line is either a fixed `intro` or a `count` that follows the list:
 * read out when it changes, "Loading…" while `loading`, `testId` on it.
 */
export function ListHeading({
  title,
  intro,
  count,
  loading = false,
  testId,
  action,
}: {
  title: string;
  intro?: ReactNode;
  count?: ReactNode;
  loading?: boolean;
  testId?: string;
  action?: ReactNode;
}) {
  const t = useTranslations('common');
  const heading = (
    <div>
      <Title order={1} fz={28}>
        {title}
      </Title>
      {intro === undefined ? null : <Text c="dimmed">{intro}</Text>}
      {count === undefined ? null : (
        <Text c="dimmed" aria-live="polite" data-testid={testId}>
          {loading ? t('loading') : count}
        </Text>
      )}
    </div>
  );
  if (!action) return heading;
  return (
    <Group justify="space-between" align="flex-end">
      {heading}
      {action}
    </Group>
  );
}
