'use client';

import { useState, type ReactNode } from 'react';
import { SubscriptionsRoot } from '@/features/subscriptions/subscriptions-root';
import { ShellHeader } from './site-shell';
import { PrimaryNav } from './primary-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './layouts.module.css';

/**
 * The signed-in app: header, side navigation (behind the burger on small screens), content.
 * `immersive` pages (the reels player) fill the space under the header: no padding, no footer.
 */
export function PrimaryLayout({ children, immersive = false }: { children: ReactNode; immersive?: boolean }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <div className={classes.shell}>
      <ShellHeader>
        <SiteHeader navbar={{ opened, toggle: () => setOpened((o) => !o) }} />
      </ShellHeader>
      <div className={classes.navbar} data-opened={opened || undefined}>
        <PrimaryNav onNavigate={close} />
      </div>
      <main className={`${classes.shellMain} ${classes.withNavbar} ${classes.main}`}>
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
      </main>
      <SubscriptionsRoot />
    </div>
  );
}
