'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useLazyDisclosure } from '@/lib/ui/use-lazy-disclosure';
import type { HeaderDrawerProps } from './header-drawer';
import classes from './header-burger.module.css';

/** The phone's drawer loads when the burger first opens it. */
const HeaderDrawer = dynamic(() => import('./header-drawer').then((m) => m.HeaderDrawer), { ssr: false });

export interface NavbarToggle {
  opened: boolean;
  toggle: () => void;
}

/**
 * The header's burger, below the `sm` breakpoint: it toggles the app shell's navbar when the layout
 * passes `navbar`, else its own drawer with the header's menus.
 */
export function HeaderBurger({
  navbar,
  ...drawerProps
}: Omit<HeaderDrawerProps, 'opened' | 'onClose'> & { navbar?: NavbarToggle }) {
  const t = useTranslations('nav');
  const [drawerOpened, drawerMounted, drawer] = useLazyDisclosure();
  const opened = navbar ? navbar.opened : drawerOpened;
  return (
    <>
      <button
        type="button"
        className={classes.burger}
        onClick={navbar ? navbar.toggle : drawer.toggle}
        aria-label={opened ? t('closeNavigation') : t('openNavigation')}
        aria-expanded={opened}
      >
        <span className={classes.lines} aria-hidden="true" />
      </button>
      {navbar || !drawerMounted ? null : <HeaderDrawer opened={drawerOpened} onClose={drawer.close} {...drawerProps} />}
    </>
  );
}
