import type { Product } from '@fanlane/shared';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isItemKey, loadItem } from '@/features/assets/assets.server';
import { ProductView } from '@/features/products/product-view';
import { ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { socialMetadata } from '@/features/seo/social';

interface Props {
  params: Promise<{ productId: string }>;
}

const load = (key: string) => loadItem<Product>(`/performer-assets/products/${encodeURIComponent(key)}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { productId } = await params;
  if (!isItemKey(productId)) return { title: 'Page not found' };
  const result = await load(productId);
  if (result.kind !== 'found') return { title: 'Product not available' };
  const author = result.item.performer?.name || result.item.performer?.username;
  return socialMetadata({
    title: author ? `${result.item.name} · ${author}` : result.item.name,
    description: result.item.description,
    path: `/store/${encodeURIComponent(result.item.slug || result.item._id)}`,
    image: result.item.performer?.avatar,
  });
}

/** A product at /store/{slug or id}. */
export default async function ProductPage({ params }: Props) {
  const { productId } = await params;
  if (!isItemKey(productId)) notFound();
  const result = await load(productId);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
  return <ProductView product={result.item} />;
}
