import { redirect } from 'next/navigation';
import { HOME_PATH, LOGIN_PATH } from '@/lib/routes';
import type { CurrentUser } from '@/features/user/user.types';
import { getCurrentUser } from './current-user.server';
import { decideAccess, type PageOptions } from './page-options';

/**
 * Applies a page's options on the server: no valid `token` cookie on an authentication-required
 * page goes to /auth/login; a signed-in fan on a creators-only page goes to /home.
 */
export async function guardPage(
  options: PageOptions & { onlyPerformer: true; noredirect?: false },
): Promise<CurrentUser>;
export async function guardPage(
  options: PageOptions & { authenticate: true; noredirect?: false },
): Promise<CurrentUser>;
export async function guardPage(options: PageOptions): Promise<CurrentUser | null>;
export async function guardPage(options: PageOptions): Promise<CurrentUser | null> {
  const user = await getCurrentUser();
  const decision = decideAccess(options, user, { login: LOGIN_PATH, nonCreator: HOME_PATH });
  if ('redirect' in decision) redirect(decision.redirect);
  return user;
}
