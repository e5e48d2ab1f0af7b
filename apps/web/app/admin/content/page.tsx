import { ContentView } from '@/features/admin/content-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminContentPage() {
  await guardStaff('content');
  return <ContentView />;
}
