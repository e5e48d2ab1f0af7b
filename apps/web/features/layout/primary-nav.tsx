'use client';

import { Badge, Divider, NavLink, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { usePathname } from 'next/navigation';
import { CREATORS_PATH, LIVE_PATH, LOGIN_PATH, REELS_PATH, REGISTER_PATH } from '@/lib/routes';
import { LiveIcon } from '@/features/streaming/icons';
import { useAppSelector } from '@/lib/store/hooks';
import { ACCOUNT_LINK_ICONS } from './account-link-icons';
import { accountLinks } from './account-links';
import { CompassIcon, FilmIcon, LogoutIcon, StarIcon, UserIcon } from './icons';
import { MenuLink } from './menu-link';
import { menusFor, withoutShown } from './menus';
import { useLogout } from './use-logout';
import classes from './layouts.module.css';

/** The side navigation of the primary layout (a drawer-like panel on small screens). */
export function PrimaryNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const user = useAppSelector((state) => state.user.current);
  const menus = useAppSelector((state) => state.ui.menus);
  const unread = useAppSelector((state) => state.conversations.unreadTotal);
  const onLogout = useLogout();
  const visitorLinks = [
    { href: CREATORS_PATH, label: t('exploreCreators') },
    { href: REELS_PATH, label: t('reels') },
    { href: LIVE_PATH, label: t('live') },
    { href: LOGIN_PATH, label: t('signIn') },
    { href: REGISTER_PATH, label: t('join') },
  ];
  const shown = loggedIn ? accountLinks(user) : visitorLinks;
  const headerMenus = withoutShown(menusFor(menus, 'header', { loggedIn }), shown);

  return (
    <Stack gap={0} h="100%">
      <Stack component="nav" aria-label="Account" gap={4} className={classes.navLinks}>
        {loggedIn ? (
          accountLinks(user).map((link) => {
            const Icon = ACCOUNT_LINK_ICONS[link.icon];
            return (
              <NavLink
                key={link.href}
                component={Link}
                href={link.href}
                label={link.label}
                leftSection={<Icon size={18} />}
                rightSection={
                  link.icon === 'messages' && unread > 0 ? (
                    <Badge size="sm" circle color="red" data-testid="unread-badge">
                      {unread}
                    </Badge>
                  ) : null
                }
                active={pathname === link.href || (link.href !== '/' && pathname.startsWith(`${link.href}/`))}
                onClick={onNavigate}
              />
            );
          })
        ) : (
          <>
            <NavLink
              component={Link}
              href={CREATORS_PATH}
              label={t('exploreCreators')}
              leftSection={<CompassIcon size={18} />}
              onClick={onNavigate}
            />
            <NavLink
              component={Link}
              href={REELS_PATH}
              label={t('reels')}
              leftSection={<FilmIcon size={18} />}
              active={pathname === REELS_PATH}
              onClick={onNavigate}
            />
            <NavLink
              component={Link}
              href={LIVE_PATH}
              label={t('live')}
              leftSection={<LiveIcon size={18} />}
              active={pathname === LIVE_PATH}
              onClick={onNavigate}
            />
            <NavLink
              component={Link}
              href={LOGIN_PATH}
              label={t('signIn')}
              leftSection={<UserIcon size={18} />}
              onClick={onNavigate}
            />
            <NavLink
              component={Link}
              href={REGISTER_PATH}
              label={t('join')}
              leftSection={<StarIcon size={18} />}
              onClick={onNavigate}
            />
          </>
        )}
        {headerMenus.length > 0 ? (
          <Stack gap={8} hiddenFrom="sm" px="sm" pt="sm">
            <Divider />
            {headerMenus.map((menu) => (
              <MenuLink
                key={`${menu.path}-${menu.title}`}
                menu={menu}
                c="var(--mantine-color-text)"
                fw={600}
                onNavigate={onNavigate}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
      {/* Pinned under the links, which scroll: a creator's long list never hides it below the fold. */}
      {loggedIn ? (
        <div className={classes.navFooter}>
          <Divider mb="sm" />
          <NavLink
            component="button"
            label={t('signOut')}
            leftSection={<LogoutIcon size={18} />}
            onClick={onLogout}
            c="red"
          />
        </div>
      ) : null}
    </Stack>
  );
}
