import { SettingsView } from '@/features/admin/settings-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminSettingsPage() {
  await guardStaff('settings');
  return <SettingsView />;
}
