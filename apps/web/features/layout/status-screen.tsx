'use client';

import { Box, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { ThemeToggle } from './theme-toggle';
import classes from './status-screen.module.css';

export interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  testId: string;
}

/** A whole-screen notice with no navigation: maintenance, geo-block, service unavailable. */
export function StatusScreen({ icon, title, description, children, testId }: StatusScreenProps) {
  return (
    <Box className={classes.screen} data-testid={testId}>
      <Container size="lg" w="100%">
        <Group justify="space-between" py="md">
          <BrandLogo />
          <ThemeToggle />
        </Group>
      </Container>
      <Box component="main" className={classes.main}>
        <Container size={560} w="100%">
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm" className={classes.card}>
            <Stack align="center" gap="md" ta="center">
              <ThemeIcon size={64} radius="xl" variant="light">
                {icon}
              </ThemeIcon>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {title}
              </Title>
              <Text c="dimmed" size="lg" maw={440}>
                {description}
              </Text>
              {children}
            </Stack>
          </Paper>
        </Container>
      </Box>
    </Box>
  );
}
