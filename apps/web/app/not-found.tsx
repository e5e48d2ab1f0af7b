import type { Metadata } from 'next';
import classes from './not-found.module.css';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * Addresses no route group matches. The root layout's not-found boundary travels with every page's
 * first load, so it is plain server markup: no layout chrome, no client component (the groups'
 * own not-found pages, such as `(primary)/not-found.tsx`, render inside their layouts).
 */
export default function NotFound() {
  return (
    <main className={classes.root} data-testid="not-found">
      <h1 className={classes.title}>Page not found</h1>
      <p className={classes.text}>The page you are looking for does not exist or has moved.</p>
      <a className={classes.link} href="/">
        Back to the start
      </a>
    </main>
  );
}
