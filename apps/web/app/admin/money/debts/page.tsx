import { MoneyView } from '@/features/admin/money-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminMoneyDebtsPage() {
  await guardStaff('money');
  return <MoneyView tab="debts" />;
}
