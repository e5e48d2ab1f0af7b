import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreatorAccountView } from '@/features/account/creator-account-view';
import { isCreatorTab } from '@/features/account/creator-tabs';
import { guardPage } from '@/features/auth/page-guard.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('creatorAccount') };
}

interface CreatorAccountProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CreatorAccountPage({ searchParams }: CreatorAccountProps) {
  const [user, query] = await Promise.all([guardPage({ authenticate: true, onlyPerformer: true }), searchParams]);
  return <CreatorAccountView user={user} initialTab={isCreatorTab(query.tab) ? query.tab : 'profile'} />;
}
