import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorSubscribersView } from '@/features/subscriptions/creator-subscribers-view';

export const metadata: Metadata = { title: 'Subscribers' };

export default async function CreatorSubscribersPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorSubscribersView />;
}
