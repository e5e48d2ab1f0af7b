'use client';

import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StudioNav } from './studio-nav';

/** The top of a studio page: the sections, the page's title, a count line and its main action. */
export function StudioHeader({
  title,
  subtitle,
  action,
  testId,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap="md">
      <StudioNav />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {subtitle !== undefined ? (
            <Text c="dimmed" aria-live="polite" data-testid={testId}>
              {subtitle}
            </Text>
          ) : null}
        </div>
        {action}
      </Group>
    </Stack>
  );
}
