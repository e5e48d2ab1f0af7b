import { UsersView } from '@/features/admin/users-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminUsersPage() {
  await guardStaff('users');
  return <UsersView />;
}
