'use client';

import { Avatar, Badge, Box, Menu, Text, UnstyledButton, useMantineColorScheme } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { displayName } from '@/features/user/user.types';
import { useAppSelector } from '@/lib/store/hooks';
import { ACCOUNT_LINK_ICONS } from './account-link-icons';
import { accountLinks } from './account-links';
import { LogoutIcon, MoonIcon, SunIcon } from './icons';
import { useLogout } from './use-logout';

/** The avatar menu of a signed-in visitor. */
export function AccountMenu() {
  const user = useAppSelector((state) => state.user.current);
  const unread = useAppSelector((state) => state.conversations.unreadTotal);
  const onLogout = useLogout();
  const name = displayName(user);
  const { toggleColorScheme } = useMantineColorScheme();
  const t = useTranslations('theme');
  const n = useTranslations('nav');

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={n('accountMenu', { name })} data-testid="account-menu">
          <Avatar src={user.avatar} alt={name} radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {user.username ? (
            <Text size="xs" c="dimmed" truncate>
              @{user.username}
            </Text>
          ) : null}
        </Menu.Label>
        {accountLinks(user).map((link) => {
          const Icon = ACCOUNT_LINK_ICONS[link.icon];
          return (
            <Menu.Item
              key={link.href}
              component={Link}
              href={link.href}
              leftSection={<Icon size={16} />}
              rightSection={
                link.icon === 'messages' && unread > 0 ? (
                  <Badge size="xs" circle color="red">
                    {unread}
                  </Badge>
                ) : null
              }
            >
              {n(`links.${link.key}`)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        {/* The header's theme switch is hidden on phones; here it is always at hand. */}
        <Menu.Item
          hiddenFrom="xs"
          onClick={toggleColorScheme}
          leftSection={
            <>
              <Box component="span" darkHidden style={{ lineHeight: 0 }}>
                <MoonIcon size={16} />
              </Box>
              <Box component="span" lightHidden style={{ lineHeight: 0 }}>
                <SunIcon size={16} />
              </Box>
            </>
          }
          data-testid="menu-theme"
        >
          {t('menu')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} onClick={onLogout}>
          {n('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
