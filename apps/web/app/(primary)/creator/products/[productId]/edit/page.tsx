import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductEditor, type OwnProduct } from '@/features/products/product-editor';
import { ownAssetPage } from '@/lib/ui/asset-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('editProduct') };
}

export default ownAssetPage('products', (product: OwnProduct) => <ProductEditor product={product} />);
