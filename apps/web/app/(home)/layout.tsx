import type { ReactNode } from 'react';
import { HomeLayout } from '@/features/layout/home-layout';
import { SiteGate } from '@/features/layout/site-gate.server';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteGate>
      <HomeLayout>{children}</HomeLayout>
    </SiteGate>
  );
}
