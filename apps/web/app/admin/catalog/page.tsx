import { CatalogView } from '@/features/admin/catalog-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminCatalogPage() {
  await guardStaff('catalog');
  return <CatalogView kind="categories" />;
}
