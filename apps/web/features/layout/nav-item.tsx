'use client';

import type { ReactNode } from 'react';
import Link from '@/lib/ui/link';
import classes from './nav-item.module.css';

interface NavItemProps {
  label: string;
  icon: ReactNode;
  /** Shown after the label (an unread count). */
  after?: ReactNode;
  active?: boolean;
  /** Drawn in red (sign out). */
  danger?: boolean;
  onClick?: () => void;
}

/**
 * A row of the side navigation: a link (`href`), else a button. Plain elements with the look of
 * Mantine's NavLink, so every page of the primary layout does not run one Mantine NavLink (and its
 * boxes) per row when it hydrates.
 */
export function NavItem({ href, label, icon, after, active, danger, onClick }: NavItemProps & { href?: string }) {
  const body = (
    <>
      <span className={classes.icon}>{icon}</span>
      <span className={classes.body}>
        <span className={classes.label}>{label}</span>
      </span>
      {after ? <span className={classes.after}>{after}</span> : null}
    </>
  );
  const look = { className: classes.item, 'data-active': active || undefined, 'data-danger': danger || undefined };
  return href ? (
    <Link href={href} onClick={onClick} aria-current={active ? 'page' : undefined} {...look}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} {...look}>
      {body}
    </button>
  );
}
