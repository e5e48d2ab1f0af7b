'use client';

import { Anchor, Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Banner } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import classes from './promos.module.css';

const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

function Promo({ promo }: { promo: Banner }) {
  const body = (
    <Paper withBorder radius="lg" className={classes.promo} data-testid="site-promo">
      {promo.photo?.url ? <img src={promo.photo.url} alt="" className={classes.picture} loading="lazy" /> : null}
      <Stack gap={2} p="md">
        <Text fw={700}>{promo.title}</Text>
        {promo.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {promo.description}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
  if (!promo.link) return body;
  return isSitePath(promo.link) ? (
    <Anchor component={Link} href={promo.link} underline="never" c="inherit" aria-label={promo.title}>
      {body}
    </Anchor>
  ) : (
    <Anchor
      href={promo.link}
      target="_blank"
      rel="noopener noreferrer"
      underline="never"
      c="inherit"
      aria-label={promo.title}
    >
      {body}
    </Anchor>
  );
}

/** The operators' promos of one position, side by side (one column on phones); nothing without any. */
export function PromoStrip({ promos, label }: { promos: Banner[] | undefined; label: string }) {
  if (!promos?.length) return null;
  return (
    <Box component="section" aria-label={label} my="md">
      <SimpleGrid cols={{ base: 1, sm: Math.min(promos.length, 3) }} spacing="md">
        {promos.map((promo) => (
          <Promo key={promo._id} promo={promo} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
