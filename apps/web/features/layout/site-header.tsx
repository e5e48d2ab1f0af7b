'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import Link from '@/lib/ui/link';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '@/lib/routes';
import { HeaderBalance } from '@/features/wallet/header-balance';
import { HeaderSearch } from '@/features/search/header-search';
import { useAppSelector } from '@/lib/store/hooks';
import { BrandLogo } from './brand-logo';
import { HeaderBurger, type NavbarToggle } from './header-burger';
import { MenuLinks } from './menu-link';
import { hasMenuTo, menusFor } from './menus';
import { NewPostButton } from './new-post-button';
import { ThemeToggle } from './theme-toggle';
import classes from './site-header.module.css';

/** The bell loads for signed-in people only, off every visitor's first load. */
const NotificationBell = dynamic(
  () => import('@/features/notifications/notification-bell').then((m) => m.NotificationBell),
  { ssr: false, loading: () => <span style={{ display: 'inline-block', width: 34, height: 34 }} /> },
);

/** The account menu is for signed-in people. */
const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu));

/**
 * The header of every layout with chrome: logo, header menus, theme toggle and the account
 * actions. Below the `sm` breakpoint the menus collapse behind a burger: into a drawer, or into
 * the app shell's navbar when the layout passes `navbar`.
 */
export function SiteHeader({ navbar }: { navbar?: NavbarToggle }) {
  const t = useTranslations('nav');
  const menus = useAppSelector((state) => state.ui.menus);
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  const headerMenus = menusFor(menus, 'header', { loggedIn });
  const showSignIn = !loggedIn && !hasMenuTo(headerMenus, LOGIN_PATH);

  return (
    <div className={classes.container} data-fluid={navbar ? true : undefined}>
      <div className={classes.bar}>
        <div className={classes.start}>
          <HeaderBurger navbar={navbar} menus={headerMenus} loggedIn={loggedIn} showSignIn={showSignIn} />
          <BrandLogo href={loggedIn ? HOME_PATH : '/'} compact={loggedIn} />
        </div>

        <nav aria-label={t('main')} className={`${classes.menus} mantine-visible-from-sm`}>
          <MenuLinks menus={headerMenus} className={classes.link} />
        </nav>

        <div className={classes.actions}>
          <HeaderSearch />
          {loggedIn && isCreator ? (
            <NewPostButton size="compact-md" visibleFrom="xs" data-testid="header-new-post">
              {t('newPost')}
            </NewPostButton>
          ) : null}
          {loggedIn && !isCreator ? <HeaderBalance /> : null}
          {loggedIn ? <NotificationBell /> : null}
          {/* Signed in on a phone, the theme switch is in the account menu. */}
          <ThemeToggle visibleFrom={loggedIn ? 'xs' : undefined} />
          {loggedIn ? (
            <AccountMenu />
          ) : (
            <>
              {showSignIn ? (
                <Button component={Link} href={LOGIN_PATH} variant="subtle" visibleFrom="sm">
                  {t('signIn')}
                </Button>
              ) : null}
              <Button component={Link} href={REGISTER_PATH} radius="xl" visibleFrom="xs">
                {t('join')}
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
