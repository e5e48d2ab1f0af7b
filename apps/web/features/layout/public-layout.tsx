'use client';

import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteShell } from './site-shell';
import classes from './layouts.module.css';

/** Public pages such as sign-in: header, one centred column, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell mainClassName={`${classes.main} ${classes.publicMain}`}>
      <Container size="lg" w="100%" className={classes.content} py={{ base: 'lg', sm: 48 }}>
        {children}
      </Container>
    </SiteShell>
  );
}
