import { GalleryView } from '@/features/galleries/gallery-view';
import { assetPage } from '@/lib/ui/asset-page';

const page = assetPage('galleries', (gallery) => <GalleryView gallery={gallery} />);

export const generateMetadata = page.generateMetadata;

/** A gallery at /galleries/{slug or id}. */
export default page.Page;
