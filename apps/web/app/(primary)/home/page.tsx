import type { Metadata } from 'next';
import { guardPage } from '@/features/auth/page-guard.server';
import { TimelinePlaceholder } from '@/features/timeline/timeline-placeholder';

export const metadata: Metadata = { title: 'Home' };

export default async function HomePage() {
  const user = await guardPage({ authenticate: true });
  return <TimelinePlaceholder user={user} />;
}
