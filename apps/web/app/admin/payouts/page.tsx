import { PayoutsView } from '@/features/admin/payouts-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminPayoutsPage() {
  await guardStaff('money');
  return <PayoutsView />;
}
