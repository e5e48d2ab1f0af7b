'use client';

import { Badge, Divider } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { CREATORS_PATH, LIVE_PATH, LOGIN_PATH, REELS_PATH, REGISTER_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { ACCOUNT_LINK_ICONS } from './account-link-icons';
import { accountLinks } from './account-links';
import { CompassIcon, FilmIcon, LiveIcon, LogoutIcon, StarIcon, UserIcon } from './icons';
import { MenuLinks } from './menu-link';
import { NavItem } from './nav-item';
import { menusFor, withoutShown } from './menus';
import { useLogout } from './use-logout';
import classes from './layouts.module.css';
import menuLink from './menu-link.module.css';

interface NavItem {
  href: string;
  label: string;
  Icon: typeof CompassIcon;
  active?: boolean;
  /** The unread count shown after the label (messages). */
  badge?: number;
}

/** The side navigation of the primary layout (a drawer-like panel on small screens). */
export function PrimaryNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const user = useAppSelector((state) => state.user.current);
  const menus = useAppSelector((state) => state.ui.menus);
  const unread = useAppSelector((state) => state.conversations.unreadTotal);
  const onLogout = useLogout();
  const isCurrent = (href: string) => pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
  // A visitor's reels and live links show as current on their own page; the others never do.
  const links: NavItem[] = loggedIn
    ? accountLinks(user).map((link) => ({
        href: link.href,
        label: t(`links.${link.key}`),
        Icon: ACCOUNT_LINK_ICONS[link.icon],
        active: isCurrent(link.href),
        badge: link.icon === 'messages' && unread > 0 ? unread : 0,
      }))
    : [
        { href: CREATORS_PATH, label: t('exploreCreators'), Icon: CompassIcon },
        { href: REELS_PATH, label: t('reels'), Icon: FilmIcon, active: pathname === REELS_PATH },
        { href: LIVE_PATH, label: t('live'), Icon: LiveIcon, active: pathname === LIVE_PATH },
        { href: LOGIN_PATH, label: t('signIn'), Icon: UserIcon },
        { href: REGISTER_PATH, label: t('join'), Icon: StarIcon },
      ];
  const headerMenus = withoutShown(menusFor(menus, 'header', { loggedIn }), links);

  return (
    <div className={classes.navPanel}>
      <nav aria-label={t('account')} className={classes.navLinks}>
        {links.map(({ href, label, Icon, active, badge }) => (
          <NavItem
            key={href}
            href={href}
            label={label}
            icon={<Icon size={18} />}
            after={
              badge ? (
                <Badge size="sm" circle color="red" data-testid="unread-badge">
                  {badge}
                </Badge>
              ) : null
            }
            active={active}
            onClick={onNavigate}
          />
        ))}
        {headerMenus.length > 0 ? (
          <div className={classes.navMenus}>
            <Divider />
            <MenuLinks menus={headerMenus} className={menuLink.strong} onNavigate={onNavigate} />
          </div>
        ) : null}
      </nav>
      {/* Pinned under the links, which scroll: a creator's long list never hides it below the fold. */}
      {loggedIn ? (
        <div className={classes.navFooter}>
          <Divider mb="sm" />
          <NavItem label={t('signOut')} icon={<LogoutIcon size={18} />} onClick={onLogout} danger />
        </div>
      ) : null}
    </div>
  );
}
