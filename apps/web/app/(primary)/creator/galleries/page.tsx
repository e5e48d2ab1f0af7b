import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorGalleriesView } from '@/features/galleries/creator-galleries-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('myGalleries') };
}

export default async function CreatorGalleriesPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorGalleriesView />;
}
