import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import classes from './not-found.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('notFound') };
}

/**
 * Addresses no route group matches. The root layout's not-found boundary travels with every page's
 * first load, so it is plain server markup: no layout chrome, no client component (the groups'
 * own not-found pages, such as `(primary)/not-found.tsx`, render inside their layouts).
 */
export default async function NotFound() {
  const t = await getTranslations('layout');
  return (
    <main className={classes.root} data-testid="not-found">
      <h1 className={classes.title}>{t('notices.notFound')}</h1>
      <p className={classes.text}>{t('notFound.description')}</p>
      <a className={classes.link} href="/">
        {t('notFound.back')}
      </a>
    </main>
  );
}
