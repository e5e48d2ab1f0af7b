import type { Metadata } from 'next';
import { MaintenanceLayout } from '@/features/layout/maintenance-layout';

export const metadata: Metadata = { title: 'Maintenance' };

export default function MaintenancePage() {
  return <MaintenanceLayout />;
}
