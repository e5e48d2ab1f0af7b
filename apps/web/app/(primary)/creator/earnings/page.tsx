import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorEarningsView } from '@/features/earnings/creator-earnings-view';

export const metadata: Metadata = { title: 'Earnings' };

export default async function CreatorEarningsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorEarningsView />;
}
