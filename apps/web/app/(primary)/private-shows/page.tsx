import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { PrivateShowsView } from '@/features/private-shows/private-shows-view';

export const metadata: Metadata = { title: 'Private shows' };

/** Private 1:1 shows: requests made and received, and the running show. */
export default async function PrivateShowsPage() {
  await guardPage({ authenticate: true });
  return <PrivateShowsView />;
}
