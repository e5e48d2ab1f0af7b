'use client';

import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { SparkIcon } from '@/features/layout/icons';
import classes from './landing.module.css';

export interface LandingHeroProps {
  siteName: string;
  title: string;
  description: string;
}

/** Opening section: site name, home title and description, and the calls to action. */
export function LandingHero({ siteName, title, description }: LandingHeroProps) {
  const t = useTranslations('landing');
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  return (
    <Box component="section" className={classes.hero} aria-labelledby="landing-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <Badge
              size="lg"
              radius="xl"
              variant="light"
              leftSection={<SparkIcon size={14} />}
              className={classes.eyebrow}
              data-testid="hero-site-name"
            >
              {siteName}
            </Badge>
            <Title id="landing-title" order={1} className={classes.heroTitle}>
              {title}
            </Title>
            {description ? (
              <Text size="xl" c="dimmed" maw={560} className={classes.heroText}>
                {description}
              </Text>
            ) : null}
            <Group gap="sm">
              {loggedIn ? (
                <Button component={Link} href={HOME_PATH} size="lg" radius="xl">
                  {t('openTimeline')}
                </Button>
              ) : (
                <>
                  <Button component={Link} href={REGISTER_PATH} size="lg" radius="xl" className={classes.primaryCta}>
                    {t('join', { siteName })}
                  </Button>
                  <Button component={Link} href={LOGIN_PATH} size="lg" radius="xl" variant="default">
                    {t('signIn')}
                  </Button>
                </>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('freeToJoin')}
            </Text>
          </Stack>
          <HeroPreview siteName={siteName} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** A drawn preview of a creator's post, so the landing page shows the product at a glance. */
function HeroPreview({ siteName }: { siteName: string }) {
  return (
    <Box className={classes.preview} aria-hidden="true">
      <Paper className={`${classes.previewCard} ${classes.previewBack}`} radius="lg" shadow="md" />
      <Paper className={classes.previewCard} radius="lg" shadow="xl" withBorder>
        <Group gap="sm" p="md" wrap="nowrap">
          <Box className={classes.previewAvatar}>{siteName.charAt(0).toUpperCase()}</Box>
          <Stack gap={2} miw={0}>
            <Text fw={700} size="sm">
              Your favourite creator
            </Text>
            <Text size="xs" c="dimmed">
              posted 2 minutes ago
            </Text>
          </Stack>
        </Group>
        <Box className={classes.previewMedia}>
          <Box className={classes.previewLock}>
            <Text fw={700} size="sm" c="white">
              Subscribe to unlock
            </Text>
          </Box>
        </Box>
        <Group justify="space-between" p="md">
          <Group gap={6}>
            <Box className={classes.previewDot} />
            <Box className={classes.previewLine} w={90} />
          </Group>
          <Badge radius="xl" variant="filled">
            Tip
          </Badge>
        </Group>
      </Paper>
    </Box>
  );
}
