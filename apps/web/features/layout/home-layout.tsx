import type { ReactNode } from 'react';
import { SiteShell } from './site-shell';
import classes from './layouts.module.css';

/** The landing page: header, full-width sections, footer. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell mainClassName={classes.main}>
      <div className={classes.content}>{children}</div>
    </SiteShell>
  );
}
