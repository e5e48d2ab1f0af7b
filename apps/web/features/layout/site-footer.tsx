'use client';

import { Container, Group, Stack, Text } from '@mantine/core';
import { SETTINGS } from '@fanlane/shared';
import { useAppSelector } from '@/lib/store/hooks';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { MenuLink } from './menu-link';
import { menusFor } from './menus';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const { siteName, menus } = useAppSelector((state) => state.ui);
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const footerContent = useAppSelector((state) => state.settings.footerContent);
  const name = siteName || String(SETTINGS.siteName.default);
  const footerMenus = menusFor(menus, 'footer', { loggedIn });

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} maw={420}>
            <Group gap={8}>
              <BrandMark size={22} />
              <Text fw={700}>{name}</Text>
            </Group>
            {typeof footerContent === 'string' && footerContent.trim() ? (
              <Text size="sm" c="dimmed">
                {footerContent}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" suppressHydrationWarning>
              © {new Date().getFullYear()} {name}
            </Text>
          </Stack>
          <Group gap="lg" align="center">
            {footerMenus.length > 0 ? (
              <Group component="nav" aria-label="Footer" gap="lg">
                {footerMenus.map((menu) => (
                  <MenuLink key={`${menu.path}-${menu.title}`} menu={menu} size="sm" c="dimmed" />
                ))}
              </Group>
            ) : null}
            <LanguageSwitcher />
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
