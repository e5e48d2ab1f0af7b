// Staff roles and what they grant, without zod: the sign-in page decides where a staff account goes.

/**
 * Operator accounts (issue #18). Each staff account has one of these roles (its account role, as every
 * account has one role); the API checks a permission on every admin route, and the console shows
 * only the sections the role grants.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff role may do, one permission per console section:
 * - `dashboard`: the statistics (money figures only with `money`);
 * - `queue`: reports and creators' identity documents in the review queue;
 * - `users`: search, view and act on accounts (status, suspension, verification, featuring);
 * - `content`: every post, video, gallery, product, reel and live stream (hide, restore, delete, end);
 * - `money`: transactions, earnings, orders, payouts, refunds, ledger adjustments, reconcile;
 * - `catalog`: token packages, coupons, site promos, categories, pages, menus;
 * - `settings`: every site setting, country blocks, the mail outbox;
 * - `audit`: the audit log; `staff`: giving and taking staff roles.
 */
export const STAFF_PERMISSIONS = [
  'dashboard',
  'queue',
  'users',
  'content',
  'money',
  'catalog',
  'settings',
  'audit',
  'staff',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  moderator: ['dashboard', 'queue', 'users', 'content'],
  finance: ['dashboard', 'money'],
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/** Whether an account role grants a permission (non-staff roles grant none). */
export function staffCan(role: string | null | undefined, permission: StaffPermission): boolean {
  return isStaffRole(role) && STAFF_GRANTS[role].includes(permission);
}

/** Whether an account role grants any of these permissions (a page several roles open for different parts). */
export function staffCanAny(role: string | null | undefined, permissions: readonly StaffPermission[]): boolean {
  return permissions.some((p) => staffCan(role, p));
}
