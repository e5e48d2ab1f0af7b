import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UserAccountView } from '@/features/account/user-account-view';
import { guardPage } from '@/features/auth/page-guard.server';
import { CREATOR_ACCOUNT_PATH } from '@/lib/routes';

export const metadata: Metadata = { title: 'My account' };

export default async function UserAccountPage() {
  const user = await guardPage({ authenticate: true });
  if (user.isPerformer) redirect(CREATOR_ACCOUNT_PATH);
  return <UserAccountView user={user} />;
}
