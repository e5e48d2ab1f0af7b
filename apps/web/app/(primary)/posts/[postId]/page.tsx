import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { loadPost } from '@/features/feeds/feeds.server';
import { PostView } from '@/features/feeds/post-view';
import { postPath } from '@/features/feeds/feed-view';
import { socialMetadata } from '@/features/seo/social';

interface PostPageProps {
  params: Promise<{ postId: string }>;
}

const isPostId = (value: string) => /^[A-Za-z0-9_-]{1,80}$/.test(value);

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const [{ postId }, t] = await Promise.all([params, getTranslations('app.titles')]);
  if (!isPostId(postId)) return { title: t('notFound') };
  const result = await loadPost(postId);
  if (result.kind !== 'found') return { title: t('postUnavailable') };
  const author = result.feed.performer.name || result.feed.performer.username;
  return socialMetadata({
    title: t('post', { author, text: result.feed.text.slice(0, 60) }),
    description: result.feed.text,
    path: postPath(result.feed),
    image: result.feed.performer.avatar,
    type: 'article',
  });
}

/** One post at /posts/{slug or id}, with its comments open. */
export default async function PostPage({ params }: PostPageProps) {
  const { postId } = await params;
  if (!isPostId(postId)) notFound();
  const result = await loadPost(postId);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
  return <PostView feed={result.feed} />;
}
