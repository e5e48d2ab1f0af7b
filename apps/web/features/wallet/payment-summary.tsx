import { Group, Stack, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './wallet.module.css';

/** The shaded box under a payment form that sums it up, a <SummaryRow> a line. */
export function PaymentSummary({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Stack gap={6} className={classes.summary} data-testid={testId}>
      {children}
    </Stack>
  );
}

/**
 * One line of a payment summary: a dimmed label and its amount (in `weight`); `total` is the bold
 * bottom line (what is paid, what is left), `struck` an amount a coupon replaced.
 */
export function SummaryRow({
  label,
  children,
  weight,
  total = false,
  struck = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  weight?: TextProps['fw'];
  total?: boolean;
  struck?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c={total ? undefined : 'dimmed'} fw={total ? 600 : undefined}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={total ? 700 : weight}
        c={struck ? 'dimmed' : undefined}
        td={struck ? 'line-through' : undefined}
        data-testid={testId}
      >
        {children}
      </Text>
    </Group>
  );
}
