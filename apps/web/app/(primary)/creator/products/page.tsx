import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorProductsView } from '@/features/products/creator-products-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('myStore') };
}

export default async function CreatorProductsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorProductsView />;
}
