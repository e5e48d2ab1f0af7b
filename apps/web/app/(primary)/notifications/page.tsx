import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { NotificationsView } from '@/features/notifications/notifications-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('notifications') };
}

export default async function NotificationsPage() {
  await guardPage({ authenticate: true });
  return <NotificationsView />;
}
