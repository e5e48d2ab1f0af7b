import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './layouts.module.css';

/**
 * The header bar fixed at the top of every page. `right-scroll-bar-position` is react-remove-scroll's
 * marker: while a dialog locks the page's scrolling, the bar keeps its width instead of jumping.
 */
export function ShellHeader({ children }: { children: ReactNode }) {
  return <header className={`${classes.header} right-scroll-bar-position`}>{children}</header>;
}

/**
 * The site's header over a main area (class `mainClassName`) that ends with the footer. Plain
 * elements (docs/web.md section 5): Mantine's AppShell ran its layout components, media styles and
 * react-remove-scroll on every page for a fixed header and an offset.
 */
export function SiteShell({ mainClassName = '', children }: { mainClassName?: string; children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <ShellHeader>
        <SiteHeader />
      </ShellHeader>
      <main className={`${classes.shellMain} ${mainClassName}`}>
        {children}
        <SiteFooter />
      </main>
    </div>
  );
}
