import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { FollowsView } from '@/features/follow/follows-view';

export const metadata: Metadata = { title: 'Following' };

export default async function FollowingPage() {
  await guardPage({ authenticate: true });
  return <FollowsView side="following" />;
}
