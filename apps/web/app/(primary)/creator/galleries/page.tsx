import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorGalleriesView } from '@/features/galleries/creator-galleries-view';

export const metadata: Metadata = { title: 'My galleries' };

export default async function CreatorGalleriesPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorGalleriesView />;
}
