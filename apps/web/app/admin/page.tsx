import { DashboardView } from '@/features/admin/dashboard-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminDashboardPage() {
  await guardStaff('dashboard');
  return <DashboardView />;
}
