import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { PrivateShowsView } from '@/features/private-shows/private-shows-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('privateShows') };
}

/** Private 1:1 shows: requests made and received, and the running show. */
export default async function PrivateShowsPage() {
  await guardPage({ authenticate: true });
  return <PrivateShowsView />;
}
