import type { Gallery } from '@fanlane/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreatorGalleryView } from '@/features/galleries/creator-gallery-view';
import { ownAssetPage } from '@/lib/ui/asset-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('manageGallery') };
}

/** One of the creator's galleries: its photos, uploads, order and cover. */
export default ownAssetPage('galleries', (gallery: Gallery) => <CreatorGalleryView gallery={gallery} />);
