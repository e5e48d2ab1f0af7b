'use client';

import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './composer.module.css';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="sm" className={classes.section} component="section" aria-label={title} data-testid={testId}>
      <Text fw={700}>{title}</Text>
      {children}
    </Stack>
  );
}
