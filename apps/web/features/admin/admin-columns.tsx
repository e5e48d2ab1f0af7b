'use client';

import { Button, Group, type ButtonProps } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

/** The last column of a console table: the row's buttons, on the right. */
export function actionsColumn<T>(render: (row: T) => ReactNode): DataTableColumn<T> {
  return { accessor: 'actions', title: '', textAlign: 'right', render };
}

/** A date-and-time column; `options` adds sorting or the breakpoint it shows from. */
export function timeColumn<T>(
  accessor: keyof T & string,
  title: string,
  format: (iso: string) => string,
  options: Pick<DataTableColumn<T>, 'sortable' | 'visibleMediaQuery'> = {},
): DataTableColumn<T> {
  return { accessor, title, ...options, render: (row) => format(String(row[accessor])) };
}

/** A row's button: small and light. */
export function RowButton(
  props: ButtonProps & { onClick: () => void; children: ReactNode; 'data-testid'?: string; 'aria-label'?: string },
) {
  return <Button size="xs" variant="light" {...props} />;
}

/** Several row buttons side by side, on the right. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}
