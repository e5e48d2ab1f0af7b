import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { VideoEditor } from '@/features/videos/video-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('newVideo') };
}

export default async function NewVideoPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <VideoEditor />;
}
