import { UserDetailView } from '@/features/admin/user-detail-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  // Moderators see an account's non-money parts, finance its money, admins both.
  const { role } = await guardStaff(['users', 'money']);
  const { id } = await params;
  return <UserDetailView id={id} role={role} />;
}
