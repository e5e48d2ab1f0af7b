import type { ReactNode } from 'react';
import { SiteShell } from './site-shell';
import surface from '@/lib/ui/surface.module.css';
import classes from './layouts.module.css';

/** Public pages such as sign-in: header, one centred column, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell mainClassName={`${classes.main} ${classes.publicMain}`}>
      <div className={`${surface.container} ${classes.content} ${classes.publicContent}`}>{children}</div>
    </SiteShell>
  );
}
