import type { Video } from '@fanlane/shared';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isItemKey, loadOwnItem } from '@/features/assets/assets.server';
import { guardPage } from '@/features/auth/page-guard.server';
import { VideoEditor } from '@/features/videos/video-editor';

export const metadata: Metadata = { title: 'Edit video' };

interface Props {
  params: Promise<{ videoId: string }>;
}

export default async function EditVideoPage({ params }: Props) {
  const [, { videoId }] = await Promise.all([guardPage({ authenticate: true, onlyPerformer: true }), params]);
  if (!isItemKey(videoId)) notFound();
  const video = await loadOwnItem<Video>(`/performer/performer-assets/videos/${encodeURIComponent(videoId)}/view`);
  if (!video) notFound();
  return <VideoEditor video={video} />;
}
