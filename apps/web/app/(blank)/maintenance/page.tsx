import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MaintenanceLayout } from '@/features/layout/maintenance-layout';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('maintenance') };
}

export default function MaintenancePage() {
  return <MaintenanceLayout />;
}
