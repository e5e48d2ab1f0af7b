import { CatalogView } from '@/features/admin/catalog-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminCatalogPackagesPage() {
  await guardStaff('catalog');
  return <CatalogView kind="packages" />;
}
