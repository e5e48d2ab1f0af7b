'use client';

import { Button, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { usePathname } from 'next/navigation';
import { ACCOUNT_LINK_ICONS } from '@/features/layout/account-link-icons';
import { STUDIO_SECTIONS, isCurrentSection } from './studio';

/** The creator's studio sections, one row of links above every studio page. */
export function StudioNav() {
  const t = useTranslations('studio.nav');
  const pathname = usePathname();
  return (
    <Group component="nav" aria-label={t('label')} gap={6} data-testid="studio-nav">
      {STUDIO_SECTIONS.map(({ href, key, icon }) => {
        const current = isCurrentSection(pathname, href);
        const Icon = ACCOUNT_LINK_ICONS[icon];
        return (
          <Button
            key={href}
            component={Link}
            href={href}
            radius="xl"
            size="compact-md"
            variant={current ? 'filled' : 'default'}
            leftSection={<Icon size={15} />}
            aria-current={current ? 'page' : undefined}
          >
            {t(key)}
          </Button>
        );
      })}
    </Group>
  );
}
