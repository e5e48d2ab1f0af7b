import { ProductView } from '@/features/products/product-view';
import { assetPage } from '@/lib/ui/asset-page';

const page = assetPage('products', (product) => <ProductView product={product} />);

export const generateMetadata = page.generateMetadata;

/** A product at /store/{slug or id}. */
export default page.Page;
