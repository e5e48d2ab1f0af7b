'use client';

import { ActionIcon, Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { DotsIcon } from '@/features/layout/icons';
import Link from './link';
import type { OptionsMenuProps } from './options-menu';

/** The loaded half of `OptionsMenu`: Mantine's Menu, open on arrival (it replaces the plain button). */
export function OptionsMenuDropdown({ label, entries, size, width = 200 }: OptionsMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  // The plain button had focus; its replacement takes it, so closing the menu leaves focus here.
  useEffect(() => {
    if (document.activeElement === document.body) target.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={width} defaultOpened returnFocus>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" radius="xl" size={size} aria-label={label}>
          <DotsIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) =>
          entry.href ? (
            <Menu.Item
              key={entry.label}
              component={Link}
              href={entry.href}
              leftSection={entry.icon}
              color={entry.danger ? 'red' : undefined}
            >
              {entry.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={entry.label}
              onClick={entry.onClick}
              leftSection={entry.icon}
              color={entry.danger ? 'red' : undefined}
            >
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
