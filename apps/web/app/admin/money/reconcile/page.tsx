import { MoneyView } from '@/features/admin/money-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminMoneyReconcilePage() {
  await guardStaff('money');
  return <MoneyView tab="reconcile" />;
}
