import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { FollowsView } from '@/features/follow/follows-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('following') };
}

export default async function FollowingPage() {
  await guardPage({ authenticate: true });
  return <FollowsView side="following" />;
}
