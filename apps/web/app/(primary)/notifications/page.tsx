import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { NotificationsView } from '@/features/notifications/notifications-view';

export const metadata: Metadata = { title: 'Notifications' };

export default async function NotificationsPage() {
  await guardPage({ authenticate: true });
  return <NotificationsView />;
}
