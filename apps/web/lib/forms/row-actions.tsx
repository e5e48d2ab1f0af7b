'use client';

import { Button, Group, type ButtonProps, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One small round button of a list row (ship, refund, edit, approve...); `show: false` leaves it out. */
export type RowAction = {
  label: ReactNode;
  onClick: () => void;
  show?: boolean;
  testId?: string;
} & Pick<ButtonProps, 'variant' | 'color' | 'loading' | 'leftSection'>;

/** The actions of a list row, side by side (at the end of the row unless `justify` says otherwise). */
export function RowActions({
  actions,
  justify = 'flex-end',
}: {
  actions: RowAction[];
  justify?: GroupProps['justify'];
}) {
  return (
    <Group justify={justify} gap="xs" wrap="wrap">
      {actions.map(({ label, show = true, testId, ...props }, index) =>
        show ? (
          <Button key={index} size="xs" radius="xl" {...props} data-testid={testId}>
            {label}
          </Button>
        ) : null,
      )}
    </Group>
  );
}
