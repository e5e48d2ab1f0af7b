import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isItemKey, loadOwnItem } from '@/features/assets/assets.server';
import { guardPage } from '@/features/auth/page-guard.server';
import { ProductEditor, type OwnProduct } from '@/features/products/product-editor';

export const metadata: Metadata = { title: 'Edit product' };

interface Props {
  params: Promise<{ productId: string }>;
}

export default async function EditProductPage({ params }: Props) {
  const [, { productId }] = await Promise.all([guardPage({ authenticate: true, onlyPerformer: true }), params]);
  if (!isItemKey(productId)) notFound();
  const product = await loadOwnItem<OwnProduct>(
    `/performer/performer-assets/products/${encodeURIComponent(productId)}/view`,
  );
  if (!product) notFound();
  return <ProductEditor product={product} />;
}
