import { SiteView } from '@/features/admin/site-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminSiteMenusPage() {
  await guardStaff('catalog');
  return <SiteView kind="menus" />;
}
