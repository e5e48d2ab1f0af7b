import type { ReactNode } from 'react';
import { BlankLayout } from '@/features/layout/blank-layout';
import { SiteGate } from '@/features/layout/site-gate.server';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteGate>
      <BlankLayout>{children}</BlankLayout>
    </SiteGate>
  );
}
