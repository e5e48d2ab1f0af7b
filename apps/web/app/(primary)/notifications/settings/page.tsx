import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { NotificationSettings } from '@/features/notifications/notification-settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('notificationSettings') };
}

export default async function NotificationSettingsPage() {
  await guardPage({ authenticate: true });
  return <NotificationSettings />;
}
