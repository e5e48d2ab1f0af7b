'use client';

import { Anchor, Box, Group, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { CreatorCard } from './creator-card';
import type { ExploreRows as Rows } from './creators.server';
import classes from './explore-rows.module.css';

/**
 * Explore's rows (featured, new, top, random): each a strip of creator cards that scrolls sideways on
 * phones and wraps into a grid on wide screens, with a link to the full list in that order.
 */
export function ExploreRows({ rows }: { rows: Rows }) {
  const t = useTranslations('creators.explore');
  if (!rows.length) return null;
  return (
    <Stack gap="xl">
      {rows.map((row) => (
        <Box
          component="section"
          key={row.key}
          aria-labelledby={`explore-${row.key}`}
          data-testid={`explore-${row.key}`}
        >
          <Group justify="space-between" align="baseline" mb="sm">
            <Title order={2} fz={20} id={`explore-${row.key}`}>
              {t(`rows.${row.key}`)}
            </Title>
            {row.href ? (
              <Anchor component={Link} href={row.href} size="sm">
                {t('seeAll')}
              </Anchor>
            ) : null}
          </Group>
          <div className={classes.strip}>
            {row.creators.map((creator) => (
              <div className={classes.item} key={creator._id}>
                <CreatorCard creator={creator} />
              </div>
            ))}
          </div>
        </Box>
      ))}
    </Stack>
  );
}
