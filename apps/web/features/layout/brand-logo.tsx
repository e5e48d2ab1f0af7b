'use client';

import { Box, Group, Text } from '@mantine/core';
import { SETTINGS } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useAppSelector } from '@/lib/store/hooks';
import { BrandMark } from './brand-mark';
import classes from './brand-logo.module.css';

/**
 * The site logo from settings (the dark-theme logo in dark theme when there is one); without a
 * logo, the built-in mark and the site name as a wordmark. `compact`: on phones the wordmark is
 * for screen readers only, leaving the header's room to the balance and the account menu.
 */
export function BrandLogo({ href = '/', compact = false }: { href?: string; compact?: boolean }) {
  const { siteName, logo, darkmodeLogo } = useAppSelector((state) => state.ui);
  const name = siteName || String(SETTINGS.siteName.default);

  return (
    <Link href={href} className={classes.brand} data-testid="brand" data-compact={compact || undefined}>
      {logo ? (
        <>
          <Box component="img" src={logo} alt={name} className={classes.image} darkHidden={Boolean(darkmodeLogo)} />
          {darkmodeLogo ? (
            <Box component="img" src={darkmodeLogo} alt={name} className={classes.image} lightHidden />
          ) : null}
        </>
      ) : (
        <Group gap={10} wrap="nowrap">
          <BrandMark size={32} />
          <Text component="span" className={classes.wordmark}>
            {name}
          </Text>
        </Group>
      )}
    </Link>
  );
}
