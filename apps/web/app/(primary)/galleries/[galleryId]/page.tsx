import type { Gallery } from '@fanlane/shared';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isItemKey, loadItem } from '@/features/assets/assets.server';
import { GalleryView } from '@/features/galleries/gallery-view';
import { ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { socialMetadata } from '@/features/seo/social';

interface Props {
  params: Promise<{ galleryId: string }>;
}

const load = (key: string) => loadItem<Gallery>(`/performer-assets/galleries/${encodeURIComponent(key)}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { galleryId } = await params;
  if (!isItemKey(galleryId)) return { title: 'Page not found' };
  const result = await load(galleryId);
  if (result.kind !== 'found') return { title: 'Gallery not available' };
  const author = result.item.performer?.name || result.item.performer?.username;
  return socialMetadata({
    title: author ? `${result.item.title} · ${author}` : result.item.title,
    description: result.item.description,
    path: `/galleries/${encodeURIComponent(result.item.slug || result.item._id)}`,
    image: result.item.performer?.avatar,
    type: 'article',
  });
}

/** A gallery at /galleries/{slug or id}. */
export default async function GalleryPage({ params }: Props) {
  const { galleryId } = await params;
  if (!isItemKey(galleryId)) notFound();
  const result = await load(galleryId);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
  return <GalleryView gallery={result.item} />;
}
