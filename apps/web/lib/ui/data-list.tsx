'use client';

import { Paper, Stack, Table, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of cards (the phone's layout of a table): an unstyled `<ul>`, dimmed and busy while a page loads. */
export function CardList({
  loading,
  label,
  testId,
  dimmed = 0.6,
  gap = 'xs',
  children,
}: {
  loading: boolean;
  label: string;
  testId?: string;
  /** The opacity while loading. */
  dimmed?: number;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      gap={gap}
      m={0}
      p={0}
      style={{ listStyle: 'none', opacity: loading ? dimmed : 1 }}
      aria-busy={loading}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Stack>
  );
}

/**
 * A bordered table of rows that scrolls sideways under `minWidth`, dimmed and busy while a page
 * loads; `columns` are its heads, those in `right` aligned right (amounts).
 */
export function DataTable({
  loading,
  minWidth,
  testId,
  columns,
  right = [],
  children,
}: {
  loading: boolean;
  minWidth: number;
  testId: string;
  columns: string[];
  right?: string[];
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-busy={loading}
          style={{ opacity: loading ? 0.6 : 1 }}
          data-testid={testId}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} ta={right.includes(column) ? 'right' : undefined}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
