'use client';

import { Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list (`ul`) of rows that fades while its next page loads (`aria-busy`). */
export function BusyList({
  label,
  loading,
  gap,
  testId,
  children,
}: {
  label: string;
  loading: boolean;
  gap: MantineSpacing;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      gap={gap}
      m={0}
      p={0}
      style={{ listStyle: 'none', opacity: loading ? 0.6 : 1 }}
      aria-busy={loading}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Stack>
  );
}
