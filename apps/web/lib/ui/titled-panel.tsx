'use client';

import { Group, Paper, Stack, Title, type GroupProps, type MantineSpacing, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A panel's heading row: its title (an `h2`) on the left and, when given, an action or a state on the right. */
export function PanelHeader({
  title,
  fz = 'lg',
  gap = 'xs',
  wrap,
  children,
}: {
  title: ReactNode;
  fz?: TitleProps['fz'];
  gap?: MantineSpacing;
  wrap?: GroupProps['wrap'];
  /** Beside the title: a button, a badge… */
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap={gap} wrap={wrap}>
      <Title order={2} fz={fz}>
        {title}
      </Title>
      {children}
    </Group>
  );
}

/** A bordered card of a page: the `PanelHeader` (title and `action`), then the content below it. */
export function TitledPanel({
  title,
  action,
  testId,
  gap = 'md',
  headerGap,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  testId?: string;
  /** Between the heading and each part of the content. */
  gap?: MantineSpacing;
  headerGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap={gap}>
        <PanelHeader title={title} gap={headerGap}>
          {action}
        </PanelHeader>
        {children}
      </Stack>
    </Paper>
  );
}
