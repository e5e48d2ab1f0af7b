import { UserDetailView } from '@/features/admin/user-detail-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { role } = await guardStaff('users');
  const { id } = await params;
  return <UserDetailView id={id} role={role} />;
}
