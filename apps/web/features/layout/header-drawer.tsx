'use client';

import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { LOGIN_PATH, REGISTER_PATH } from '@/lib/routes';
import { BrandLogo } from './brand-logo';
import { MenuLinks } from './menu-link';
import type { MenuItem } from '@fanlane/shared';
import classes from './site-header.module.css';

export interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  menus: MenuItem[];
  loggedIn: boolean;
  showSignIn: boolean;
}

/** The header's menus on a phone, in a drawer (loaded when the burger first opens it). */
export function HeaderDrawer({ opened, onClose, menus, loggedIn, showSignIn }: HeaderDrawerProps) {
  const t = useTranslations('nav');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      padding="md"
      title={<BrandLogo />}
      hiddenFrom="sm"
      zIndex={1000}
    >
      <Stack component="nav" aria-label={t('main')} gap="md">
        <MenuLinks menus={menus} className={classes.drawerLink} onNavigate={onClose} />
        {loggedIn ? null : (
          <>
            <Divider />
            {showSignIn ? (
              <Button component={Link} href={LOGIN_PATH} variant="default" onClick={onClose}>
                {t('signIn')}
              </Button>
            ) : null}
            <Button component={Link} href={REGISTER_PATH} onClick={onClose}>
              {t('join')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
