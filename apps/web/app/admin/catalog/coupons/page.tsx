import { CatalogView } from '@/features/admin/catalog-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminCatalogCouponsPage() {
  await guardStaff('catalog');
  return <CatalogView kind="coupons" />;
}
