import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/layout/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('notFound') };
}

/** notFound() from a page of this group (an unknown creator profile): inside the group's layout. */
export default function NotFound() {
  return <NotFoundView />;
}
