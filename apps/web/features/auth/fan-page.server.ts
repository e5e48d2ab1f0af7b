import { redirect } from 'next/navigation';
import type { CurrentUser } from '@/features/user/user.types';
import { guardPage } from './page-guard.server';

/**
 * A fans-only page: it needs a session like `authenticate` pages, and sends a creator to
 * `creatorPath`, where their side of it lives.
 */
export async function guardFanPage(creatorPath: string): Promise<CurrentUser> {
  const user = await guardPage({ authenticate: true });
  if (user.isPerformer) redirect(creatorPath);
  return user;
}
