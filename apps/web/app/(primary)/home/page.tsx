import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { Timeline } from '@/features/timeline/timeline';

export const metadata: Metadata = { title: 'Home' };

export default async function HomePage() {
  const user = await guardPage({ authenticate: true });
  return <Timeline user={user} />;
}
