import { QueueView } from '@/features/admin/queue-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminQueuePage() {
  const { role } = await guardStaff(['queue', 'money']);
  return <QueueView role={role} />;
}
