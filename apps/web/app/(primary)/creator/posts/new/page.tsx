import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { PostComposer } from '@/features/feeds/composer/post-composer';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('newPost') };
}

export default async function NewPostPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <PostComposer />;
}
