import type { Metadata } from 'next';
import { NotFoundView } from '@/features/layout/not-found-view';
import { PublicLayout } from '@/features/layout/public-layout';

export const metadata: Metadata = { title: 'Page not found' };

/** Unmatched addresses: no route group applies, so this brings the public layout itself. */
export default function NotFound() {
  return (
    <PublicLayout>
      <NotFoundView />
    </PublicLayout>
  );
}
