import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { NotificationSettings } from '@/features/notifications/notification-settings';

export const metadata: Metadata = { title: 'Notification settings' };

export default async function NotificationSettingsPage() {
  await guardPage({ authenticate: true });
  return <NotificationSettings />;
}
