import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { PostComposer } from '@/features/feeds/composer/post-composer';

export const metadata: Metadata = { title: 'New post' };

export default async function NewPostPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <PostComposer />;
}
