import { MoneyView } from '@/features/admin/money-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminMoneyPage() {
  await guardStaff('money');
  return <MoneyView tab="transactions" />;
}
