import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { ProductEditor } from '@/features/products/product-editor';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <ProductEditor />;
}
