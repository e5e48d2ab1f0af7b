'use client';

import { ActionIcon, Box, useMantineColorScheme, type MantineBreakpoint } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { Hint } from '@/lib/ui/hint';
import { MoonIcon, SunIcon } from './icons';
import classes from './theme-toggle.module.css';

/**
 * Switches between light and dark; Mantine stores the choice under the `theme` key. Both icons
 * are rendered and CSS shows the right one, so server and client markup always agree.
 */
export function ThemeToggle({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
  const { toggleColorScheme } = useMantineColorScheme();
  const t = useTranslations('theme');
  return (
    <Hint
      label={t('tooltip')}
      openDelay={400}
      side="bottom"
      align="end"
      className={visibleFrom ? `mantine-visible-from-${visibleFrom}` : undefined}
    >
      <ActionIcon
        visibleFrom={visibleFrom}
        variant="default"
        size="lg"
        radius="xl"
        onClick={toggleColorScheme}
        aria-label={t('toggle')}
        data-testid="theme-toggle"
      >
        <Box component="span" darkHidden className={classes.icon}>
          <MoonIcon />
        </Box>
        <Box component="span" lightHidden className={classes.icon}>
          <SunIcon />
        </Box>
      </ActionIcon>
    </Hint>
  );
}
