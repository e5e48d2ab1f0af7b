'use client';

import { ActionIcon, Box, Tooltip, useMantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from './icons';
import classes from './theme-toggle.module.css';

/**
 * Switches between light and dark; Mantine stores the choice under the `theme` key. Both icons
 * are rendered and CSS shows the right one, so server and client markup always agree.
 */
export function ThemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <Tooltip label="Toggle light and dark theme" openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={toggleColorScheme}
        aria-label="Toggle dark theme"
        data-testid="theme-toggle"
      >
        <Box component="span" darkHidden className={classes.icon}>
          <MoonIcon />
        </Box>
        <Box component="span" lightHidden className={classes.icon}>
          <SunIcon />
        </Box>
      </ActionIcon>
    </Tooltip>
  );
}
