import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorSubscribersView } from '@/features/subscriptions/creator-subscribers-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('subscribers') };
}

export default async function CreatorSubscribersPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorSubscribersView />;
}
