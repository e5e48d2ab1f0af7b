'use client';

import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BrandMark } from '@/features/layout/brand-mark';
import classes from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  /** settings.loginPlaceholderImage; a drawn panel when empty. */
  image?: string;
  siteName: string;
  children: ReactNode;
}

/** Two panes on wide screens: a picture (or brand panel) and the form. */
export function AuthCard({ title, subtitle, image, siteName, children }: AuthCardProps) {
  const t = useTranslations('auth.card');
  return (
    <Paper withBorder radius="lg" shadow="sm" className={classes.card} maw={960} mx="auto">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
        <Box
          className={classes.visual}
          visibleFrom="md"
          style={image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined}
          aria-hidden="true"
        >
          {image ? null : (
            <Stack gap="sm" className={classes.visualText}>
              <BrandMark size={48} />
              <Title order={2} c="white">
                {siteName}
              </Title>
              <Text c="white" opacity={0.9}>
                {t('tagline')}
              </Text>
            </Stack>
          )}
        </Box>
        <Stack p={{ base: 'lg', sm: 40 }} gap="lg" justify="center">
          <div>
            <Title order={1} fz={28}>
              {title}
            </Title>
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          </div>
          {children}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
