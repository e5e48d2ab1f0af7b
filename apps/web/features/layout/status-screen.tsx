'use client';

import { Box, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { BrandLogo } from './brand-logo';
import { CloudOffIcon, GlobeIcon, ToolIcon } from './icons';
import { ThemeToggle } from './theme-toggle';
import classes from './status-screen.module.css';

/** The screens, by kind: their test id (on the whole screen) and icon; the title is `layout.screens.{kind}`. */
const SCREENS = {
  maintenance: { testId: 'maintenance-layout', Icon: ToolIcon },
  geoBlock: { testId: 'geo-block-layout', Icon: GlobeIcon },
  unavailable: { testId: 'service-unavailable', Icon: CloudOffIcon },
  error: { testId: 'page-error', Icon: CloudOffIcon },
} as const;

export interface StatusScreenProps {
  kind: keyof typeof SCREENS;
  description: string;
  /** Shows a "Try again" button that calls it. */
  onRetry?: () => void;
}

/** A whole-screen notice with no navigation: maintenance, geo-block, service unavailable, a page's error. */
export function StatusScreen({ kind, description, onRetry }: StatusScreenProps) {
  const t = useTranslations('layout.screens');
  const c = useTranslations('common');
  const { testId, Icon } = SCREENS[kind];
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
                <Icon size={32} />
              </ThemeIcon>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {t(kind)}
              </Title>
              <Text c="dimmed" size="lg" maw={440}>
                {description}
              </Text>
              {onRetry ? (
                <Button radius="xl" onClick={onRetry}>
                  {c('retry')}
                </Button>
              ) : null}
            </Stack>
          </Paper>
        </Container>
      </Box>
    </Box>
  );
}
