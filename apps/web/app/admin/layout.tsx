import type { ReactNode } from 'react';
import { AdminShell } from '@/features/admin/admin-shell';
import { guardStaff } from '@/features/admin/staff-guard.server';

/** The operators' console: its own layout, for staff only (checked on the server). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { user, role } = await guardStaff();
  return (
    <AdminShell role={role} name={user.name || user.username || ''}>
      {children}
    </AdminShell>
  );
}
