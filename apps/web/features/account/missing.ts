import type { CurrentUser } from '@/features/user/user.types';

/** Which of email and username the account still lacks (a message key under `account.incomplete`), or null. */
export function missingKey(user: Pick<CurrentUser, 'email' | 'username'>): 'email' | 'username' | 'both' | null {
  if (!user.email && !user.username) return 'both';
  if (!user.email) return 'email';
  if (!user.username) return 'username';
  return null;
}
