import { OutboxView } from '@/features/admin/outbox-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminOutboxPage() {
  await guardStaff('settings');
  return <OutboxView />;
}
