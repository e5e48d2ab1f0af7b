import type { Metadata } from 'next';
import { NotFoundView } from '@/features/layout/not-found-view';

export const metadata: Metadata = { title: 'Page not found' };

/** notFound() from a page of this group (an unknown creator profile): inside the group's layout. */
export default function NotFound() {
  return <NotFoundView />;
}
