import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { FollowsView } from '@/features/follow/follows-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('followers') };
}

export default async function CreatorFollowersPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <FollowsView side="followers" />;
}
