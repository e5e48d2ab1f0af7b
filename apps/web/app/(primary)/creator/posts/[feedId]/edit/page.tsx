import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { guardPage } from '@/features/auth/page-guard.server';
import { PostComposer } from '@/features/feeds/composer/post-composer';
import { loadOwnPost } from '@/features/feeds/feeds.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('editPost') };
}

interface EditPostProps {
  params: Promise<{ feedId: string }>;
}

export default async function EditPostPage({ params }: EditPostProps) {
  const [, { feedId }] = await Promise.all([guardPage({ authenticate: true, onlyPerformer: true }), params]);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(feedId)) notFound();
  const feed = await loadOwnPost(feedId);
  if (!feed) notFound();
  return <PostComposer feed={feed} />;
}
