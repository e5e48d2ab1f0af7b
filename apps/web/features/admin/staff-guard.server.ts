import { notFound, redirect } from 'next/navigation';
import { isStaffRole, staffCanAny, type StaffPermission, type StaffRole } from '@fanlane/shared';
import { getCurrentUser } from '@/features/auth/current-user.server';
import type { CurrentUser } from '@/features/user/user.types';
import { LOGIN_PATH } from '@/lib/routes';

/** The staff role of an account as GET /users/me shows it (`roles: [role]`), or null. */
export function staffRoleOf(user: CurrentUser | null): StaffRole | null {
  const role = user?.roles?.find(isStaffRole);
  return role ?? null;
}

/**
 * The console's server-side guard: anonymous visitors go to the login page, signed-in accounts
 * without a staff role (or without the section's permission) get a 404, so the console's
 * existence is not advertised. Several permissions: any of them opens the page. The API checks the same permissions on every call.
 */
export async function guardStaff(
  permission?: StaffPermission | StaffPermission[],
): Promise<{ user: CurrentUser; role: StaffRole }> {
  const user = await getCurrentUser();
  if (!user) redirect(LOGIN_PATH);
  const role = staffRoleOf(user);
  if (!role || (permission && !staffCanAny(role, [permission].flat()))) notFound();
  return { user, role };
}
