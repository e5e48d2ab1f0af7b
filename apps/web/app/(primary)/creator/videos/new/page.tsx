import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { VideoEditor } from '@/features/videos/video-editor';

export const metadata: Metadata = { title: 'New video' };

export default async function NewVideoPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <VideoEditor />;
}
