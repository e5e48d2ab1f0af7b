import type { ReactNode } from 'react';
import { PrimaryLayout } from '@/features/layout/primary-layout';
import { SiteGate } from '@/features/layout/site-gate.server';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteGate>
      <PrimaryLayout>{children}</PrimaryLayout>
    </SiteGate>
  );
}
