'use client';

import { SETTINGS } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useAppSelector } from '@/lib/store/hooks';
import { BrandMark } from './brand-mark';
import classes from './brand-logo.module.css';

/**
 * The site logo from settings (the dark-theme logo in dark theme when there is one); without a
 * logo, the built-in mark and the site name as a wordmark. `compact`: on phones the wordmark is
 * for screen readers only, leaving the header's room to the balance and the account menu.
 */
export function BrandLogo({ href = '/', compact = false }: { href?: string; compact?: boolean }) {
  const { siteName, logo, darkmodeLogo } = useAppSelector((state) => state.ui);
  const name = siteName || String(SETTINGS.siteName.default);

  return (
    <Link href={href} className={classes.brand} data-testid="brand" data-compact={compact || undefined}>
      {logo ? (
        <>
          <img
            src={logo}
            alt={name}
            className={darkmodeLogo ? `${classes.image} mantine-dark-hidden` : classes.image}
          />
          {darkmodeLogo ? (
            <img src={darkmodeLogo} alt={name} className={`${classes.image} mantine-light-hidden`} />
          ) : null}
        </>
      ) : (
        <span className={classes.mark}>
          <BrandMark size={32} />
          <span className={classes.wordmark}>{name}</span>
        </span>
      )}
    </Link>
  );
}
