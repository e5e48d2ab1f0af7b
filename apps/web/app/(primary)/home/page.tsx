import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { Timeline } from '@/features/timeline/timeline';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('home') };
}

export default async function HomePage() {
  const user = await guardPage({ authenticate: true });
  return <Timeline user={user} />;
}
