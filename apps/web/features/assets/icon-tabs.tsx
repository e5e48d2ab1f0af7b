'use client';

import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import type { IconProps } from '@/features/layout/icons';

/** A tab of a page's tabs: its value (in the address), its label and its icon. */
export interface IconTab {
  value: string;
  label: string;
  icon: ComponentType<IconProps>;
}

/** The row of tabs of a page whose tabs are kept in the address (`tab-<value>` test ids). */
export function IconTabsList({ tabs }: { tabs: readonly IconTab[] }) {
  return (
    <Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Tab
          key={tab.value}
          value={tab.value}
          leftSection={<tab.icon size={16} />}
          data-testid={`tab-${tab.value}`}
        >
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
