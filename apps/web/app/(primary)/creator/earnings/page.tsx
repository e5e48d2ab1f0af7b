import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorEarningsView } from '@/features/earnings/creator-earnings-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('earnings') };
}

export default async function CreatorEarningsPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorEarningsView />;
}
