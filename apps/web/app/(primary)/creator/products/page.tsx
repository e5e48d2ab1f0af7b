import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorProductsView } from '@/features/products/creator-products-view';

export const metadata: Metadata = { title: 'My store' };

export default async function CreatorProductsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorProductsView />;
}
