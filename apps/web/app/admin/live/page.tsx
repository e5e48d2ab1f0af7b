import { LiveStreamsView } from '@/features/admin/live-streams-view';
import { guardStaff } from '@/features/admin/staff-guard.server';

export default async function AdminLivePage() {
  await guardStaff('content');
  return <LiveStreamsView />;
}
