import type { Metadata } from 'next';
import { ProductEditor, type OwnProduct } from '@/features/products/product-editor';
import { ownAssetPage } from '@/lib/ui/asset-page';

export const metadata: Metadata = { title: 'Edit product' };

export default ownAssetPage('products', (product: OwnProduct) => <ProductEditor product={product} />);
