import { AdminOrdersView } from '@/features/admin/orders-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminOrdersPage() {
  await guardStaff('money');
  return <AdminOrdersView />;
}
