'use client';

import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { SubscriptionsRoot } from '@/features/subscriptions/subscriptions-root';
import { HEADER_HEIGHT } from './site-shell';
import { PrimaryNav } from './primary-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './layouts.module.css';

/**
 * The signed-in app: header, side navigation (behind the burger on small screens), content.
 * `immersive` pages (the reels player) fill the space under the header: no padding, no footer.
 */
export function PrimaryLayout({ children, immersive = false }: { children: ReactNode; immersive?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <SiteHeader navbar={{ opened, toggle }} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" className={classes.navbar}>
        <PrimaryNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        {/* The line between navigation and page: drawn by the page column, so it runs its whole length. */}
        <div className={classes.column}>
          {immersive ? (
            <div className={classes.content}>{children}</div>
          ) : (
            <>
              <div className={`${classes.content} ${classes.primaryContent}`}>{children}</div>
              <SiteFooter />
            </>
          )}
        </div>
      </AppShell.Main>
      <SubscriptionsRoot />
    </AppShell>
  );
}
