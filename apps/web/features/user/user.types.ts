import type { PrivatePerformer, PrivateUser } from '@fanlane/shared';

/** Fields only a creator's own view has (GET /users/me for a creator answers a Private Performer). */
type CreatorOnly = Omit<PrivatePerformer, keyof PrivateUser>;

/**
 * The signed-in account as GET /users/me answers it (contract 3.1): a fan's Private User, or a
 * creator's Private Performer when `isPerformer` is true. Every field but `_id` is optional, so an
 * answer missing a field never breaks a page.
 */
export type CurrentUser = { _id: string } & Partial<Omit<PrivateUser, '_id' | 'stats' | 'isPerformer'>> &
  Partial<CreatorOnly> & {
    isPerformer?: boolean;
    stats?: Partial<PrivateUser['stats'] & PrivatePerformer['stats']>;
  };

export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return Boolean(user?.roles?.includes('admin'));
}

/** The name to greet someone by. */
export function displayName(user: Pick<CurrentUser, 'name' | 'username' | 'firstName'>): string {
  return user.name || user.firstName || user.username || 'there';
}
