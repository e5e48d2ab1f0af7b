'use client';

import type { MenuItem } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import classes from './menu-link.module.css';

/**
 * A settings menu entry: an app route through next/link, anything else as a plain link. A plain
 * anchor with the look of Mantine's Anchor (underlined on hover); `className` sets its colour and size.
 */
export function MenuLink({
  menu,
  onNavigate,
  className,
}: {
  menu: MenuItem;
  onNavigate?: () => void;
  className?: string;
}) {
  const newTab = menu.isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const look = className ? `${classes.link} ${className}` : classes.link;
  if (menu.internal) {
    return (
      // Menus come from the settings and may name pages that do not exist yet: no prefetch.
      <Link href={menu.path} prefetch={false} onClick={onNavigate} className={look} {...newTab}>
        {menu.title}
      </Link>
    );
  }
  return (
    <a href={menu.path} onClick={onNavigate} className={look} {...newTab}>
      {menu.title}
    </a>
  );
}

/** A list of settings menu entries, each a `MenuLink` with the same look and the same `onNavigate`. */
export function MenuLinks({
  menus,
  className,
  onNavigate,
}: {
  menus: MenuItem[];
  className?: string;
  onNavigate?: () => void;
}) {
  return menus.map((menu) => (
    <MenuLink key={`${menu.path}-${menu.title}`} menu={menu} className={className} onNavigate={onNavigate} />
  ));
}
