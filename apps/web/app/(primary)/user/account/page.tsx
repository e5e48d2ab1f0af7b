import type { Metadata } from 'next';
import { AccountPlaceholder } from '@/features/account/account-placeholder';
import { guardPage } from '@/features/auth/page-guard.server';

export const metadata: Metadata = { title: 'My account' };

export default async function UserAccountPage() {
  const user = await guardPage({ authenticate: true });
  return <AccountPlaceholder user={user} kind="user" />;
}
