'use client';

import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT } from './home-layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './layouts.module.css';

/** Public pages such as sign-in: header, one centred column, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header className={classes.header}>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main className={`${classes.main} ${classes.publicMain}`}>
        <Container size="lg" w="100%" className={classes.content} py={{ base: 'lg', sm: 48 }}>
          {children}
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
