import { AuditView } from '@/features/admin/audit-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminAuditPage() {
  await guardStaff('audit');
  return <AuditView />;
}
