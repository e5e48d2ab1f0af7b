import type { ReactNode } from 'react';
import { PrimaryLayout } from '@/features/layout/primary-layout';
import { SiteGate } from '@/features/layout/site-gate.server';

/** Pages that fill the screen under the header (the reels player): the primary layout, no footer. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteGate>
      <PrimaryLayout immersive>{children}</PrimaryLayout>
    </SiteGate>
  );
}
