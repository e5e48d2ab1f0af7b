'use client';

import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './layouts.module.css';

export const HEADER_HEIGHT = 64;

/** The landing page: header, full-width sections, footer. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header className={classes.header}>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <div className={classes.content}>{children}</div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
