'use client';

import { Anchor, type AnchorProps } from '@mantine/core';
import type { MenuItem } from '@fanlane/shared';
import Link from '@/lib/ui/link';

/** A settings menu entry: an app route through next/link, anything else as a plain link. */
export function MenuLink({ menu, onNavigate, ...props }: AnchorProps & { menu: MenuItem; onNavigate?: () => void }) {
  const newTab = menu.isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (menu.internal) {
    return (
      // Menus come from the settings and may name pages that do not exist yet: no prefetch.
      <Anchor component={Link} href={menu.path} prefetch={false} onClick={onNavigate} {...newTab} {...props}>
        {menu.title}
      </Anchor>
    );
  }
  return (
    <Anchor href={menu.path} onClick={onNavigate} {...newTab} {...props}>
      {menu.title}
    </Anchor>
  );
}
