import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { SecurityView } from '@/features/security/security-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('security'))('title') };
}

export default async function AccountSecurityPage() {
  const user = await guardPage({ authenticate: true });
  return <SecurityView user={user} />;
}
