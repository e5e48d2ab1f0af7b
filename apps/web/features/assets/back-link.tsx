'use client';

import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChevronLeftIcon } from '@/features/layout/icons';
import Link from '@/lib/ui/link';

/** The small "< My videos" link back to where a page belongs (a studio list, a creator's tab). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor component={Link} href={href} size="sm" c="dimmed">
      <ChevronLeftIcon size={14} style={{ verticalAlign: 'middle' }} /> {children}
    </Anchor>
  );
}
