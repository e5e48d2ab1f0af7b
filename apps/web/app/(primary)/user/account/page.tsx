import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { UserAccountView } from '@/features/account/user-account-view';
import { guardPage } from '@/features/auth/page-guard.server';
import { CREATOR_ACCOUNT_PATH } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('myAccount') };
}

export default async function UserAccountPage() {
  const user = await guardPage({ authenticate: true });
  if (user.isPerformer) redirect(CREATOR_ACCOUNT_PATH);
  return <UserAccountView user={user} />;
}
