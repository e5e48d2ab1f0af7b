/** The signed-in account as GET /users/me answers it (contract 3.1); fields the web app reads. */
export interface CurrentUser {
  _id: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  avatar?: string;
  cover?: string;
  isPerformer?: boolean;
  roles?: string[];
  balance?: number;
  verifiedEmail?: boolean;
}

export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return Boolean(user?.roles?.includes('admin'));
}

/** The name to greet someone by. */
export function displayName(user: Pick<CurrentUser, 'name' | 'username' | 'firstName'>): string {
  return user.name || user.firstName || user.username || 'there';
}
