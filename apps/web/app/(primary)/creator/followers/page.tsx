import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { FollowsView } from '@/features/follow/follows-view';

export const metadata: Metadata = { title: 'Followers' };

export default async function CreatorFollowersPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <FollowsView side="followers" />;
}
