'use client';

import { ActionIcon, Menu, type MantineSize } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DotsIcon, FlagIcon } from '@/features/layout/icons';
import { toast } from '@/lib/toast';

/** Copies a link (`href`, else the page's address) and says whether it worked. */
export function useCopyLink() {
  const t = useTranslations('assets.menu');
  return async (href?: string) => {
    try {
      await navigator.clipboard.writeText(href ?? window.location.href);
      toast.success(t('copied'));
    } catch {
      toast.error(t('notCopied'));
    }
  };
}

/**
 * The "…" menu of an item: "Copy link" (`link`, else the page's address), then the item's other
 * choices.
 */
export function MoreMenu({
  label,
  size,
  link,
  children,
}: {
  label: string;
  size?: MantineSize;
  link?: () => string;
  children?: ReactNode;
}) {
  const t = useTranslations('assets.menu');
  const copyLink = useCopyLink();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" radius="xl" size={size} aria-label={label}>
          <DotsIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void copyLink(link?.())}>{t('copyLink')}</Menu.Item>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Report" in an item's menu. */
export function ReportMenuItem({ onClick }: { onClick: () => void }) {
  const t = useTranslations('assets.menu');
  return (
    <Menu.Item color="red" leftSection={<FlagIcon size={14} />} onClick={onClick}>
      {t('report')}
    </Menu.Item>
  );
}
