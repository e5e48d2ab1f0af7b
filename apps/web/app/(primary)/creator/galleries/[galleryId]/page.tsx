import type { Gallery } from '@fanlane/shared';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isItemKey, loadOwnItem } from '@/features/assets/assets.server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorGalleryView } from '@/features/galleries/creator-gallery-view';

export const metadata: Metadata = { title: 'Manage gallery' };

interface Props {
  params: Promise<{ galleryId: string }>;
}

/** One of the creator's galleries: its photos, uploads, order and cover. */
export default async function CreatorGalleryPage({ params }: Props) {
  const [, { galleryId }] = await Promise.all([guardPage({ authenticate: true, onlyPerformer: true }), params]);
  if (!isItemKey(galleryId)) notFound();
  const gallery = await loadOwnItem<Gallery>(
    `/performer/performer-assets/galleries/${encodeURIComponent(galleryId)}/view`,
  );
  if (!gallery) notFound();
  return <CreatorGalleryView gallery={gallery} />;
}
