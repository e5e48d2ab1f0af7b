import type { Gallery } from '@fanlane/shared';
import type { Metadata } from 'next';
import { CreatorGalleryView } from '@/features/galleries/creator-gallery-view';
import { ownAssetPage } from '@/lib/ui/asset-page';

export const metadata: Metadata = { title: 'Manage gallery' };

/** One of the creator's galleries: its photos, uploads, order and cover. */
export default ownAssetPage('galleries', (gallery: Gallery) => <CreatorGalleryView gallery={gallery} />);
