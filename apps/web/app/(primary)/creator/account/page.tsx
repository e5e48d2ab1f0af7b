import type { Metadata } from 'next';
import { AccountPlaceholder } from '@/features/account/account-placeholder';
import { guardPage } from '@/features/auth/page-guard.server';

export const metadata: Metadata = { title: 'Creator account' };

export default async function CreatorAccountPage() {
  const user = await guardPage({ authenticate: true, onlyPerformer: true });
  return <AccountPlaceholder user={user} kind="creator" />;
}
