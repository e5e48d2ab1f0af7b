'use client';

import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './layouts.module.css';

export const HEADER_HEIGHT = 64;

/** The site's header over a main area (class `mainClassName`) that ends with the footer. */
export function SiteShell({ mainClassName, children }: { mainClassName?: string; children: ReactNode }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header className={classes.header}>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main className={mainClassName}>
        {children}
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
