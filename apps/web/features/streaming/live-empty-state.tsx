'use client';

import { EmptyState, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { LiveIcon } from '@/features/layout/icons';

/** The live pages' empty and blocked states: a large light notice (live icon unless `icon`), its buttons below. */
export function LiveEmptyState({
  icon: Icon = LiveIcon,
  title,
  description,
  color,
  testId,
  children,
}: {
  icon?: (props: { size?: number }) => ReactNode;
  title: ReactNode;
  description?: ReactNode;
  color?: MantineColor;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <EmptyState
      variant="light"
      size="lg"
      color={color}
      icon={<Icon size={32} />}
      title={title}
      description={description}
      data-testid={testId}
    >
      <EmptyState.Actions>{children}</EmptyState.Actions>
    </EmptyState>
  );
}
