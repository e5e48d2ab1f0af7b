import type { ReactNode } from 'react';
import { PublicLayout } from '@/features/layout/public-layout';
import { SiteGate } from '@/features/layout/site-gate.server';

/** Sign-in and sign-up stay reachable during maintenance so an administrator can sign in. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteGate allowDuringMaintenance>
      <PublicLayout>{children}</PublicLayout>
    </SiteGate>
  );
}
