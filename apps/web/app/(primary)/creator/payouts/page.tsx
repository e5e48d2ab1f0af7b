import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorPayoutsView } from '@/features/payouts/creator-payouts-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payouts'))('title') };
}

export default async function CreatorPayoutsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorPayoutsView />;
}
