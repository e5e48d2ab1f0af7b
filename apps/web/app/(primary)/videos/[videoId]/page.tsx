import type { Video } from '@fanlane/shared';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isItemKey, loadItem } from '@/features/assets/assets.server';
import { ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { VideoView } from '@/features/videos/video-view';
import { socialMetadata } from '@/features/seo/social';

interface Props {
  params: Promise<{ videoId: string }>;
}

const load = (key: string) => loadItem<Video>(`/performer-assets/videos/${encodeURIComponent(key)}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { videoId } = await params;
  if (!isItemKey(videoId)) return { title: 'Page not found' };
  const result = await load(videoId);
  if (result.kind !== 'found') return { title: 'Video not available' };
  const author = result.item.performer?.name || result.item.performer?.username;
  return socialMetadata({
    title: author ? `${result.item.title} · ${author}` : result.item.title,
    description: result.item.description,
    path: `/videos/${encodeURIComponent(result.item.slug || result.item._id)}`,
    image: result.item.performer?.avatar,
    type: 'article',
  });
}

/** A video at /videos/{slug or id}. */
export default async function VideoPage({ params }: Props) {
  const { videoId } = await params;
  if (!isItemKey(videoId)) notFound();
  const result = await load(videoId);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
  return <VideoView video={result.item} />;
}
