import { staffCan, type StaffPermission } from '@fanlane/shared';
import { PRINCIPALS, roleOf, type Fixture, type Principal } from './authz.world.js';

/**
 * A row of the authorization matrix's expectation table: who may succeed (2xx) on a route, and how
 * to call it. Anyone else must get no 2xx; anyone listed must get no 401 or 403.
 */
export interface Expectation {
  /** Whether `who` may succeed, given whether it owns the object the route is called with. */
  may(who: Principal, owns: boolean): boolean;
  /** The object whose id fills the route's id parameter (A's and B's are both tried). */
  on?: Fixture;
  /** Which path parameter takes the object's id (default `id`, else the first one). */
  param?: string;
  body?: unknown;
  query?: string;
  multipart?: boolean;
  /** The route ends the caller's session: each call gets a fresh one. */
  endsSession?: boolean;
  /** The route ends the caller's other sessions: each call gets a fresh one, kept for later routes. */
  keepsFreshSession?: boolean;
  /** Why this row is what it is, when it is not obvious. */
  note?: string;
}

type Options = Omit<Expectation, 'may'>;
const row = (may: Expectation['may'], options: Options = {}): Expectation => ({ may, ...options });
const signedIn = (p: Principal) => p !== 'anonymous';
const ofRole = (p: Principal, roles: string[]) => roles.includes(roleOf(p) ?? 'anonymous');

/** Anyone, visitors included. */
export const open = (options?: Options) => row(() => true, options);
/** Any signed-in account. */
export const auth = (options?: Options) => row(signedIn, options);
/** Accounts of these roles (`user` is a fan, `performer` a creator, or a staff role). */
export const roles = (list: string[], options?: Options) => row((p) => ofRole(p, list), options);
/** Creators only. */
export const creators = (options?: Options) => roles(['performer'], options);
/** Fans only. */
export const fans = (options?: Options) => roles(['user'], options);
/** Staff holding one of these permissions (packages/shared/src/staff.ts). */
export const staff = (permissions: StaffPermission[], options?: Options) =>
  row((p) => permissions.some((perm) => staffCan(roleOf(p) ?? '', perm)), options);
/** The object's owner (for a conversation, either member), plus any staff with these permissions. */
export const owner = (on: Fixture, options: Options & { staff?: StaffPermission[] } = {}) => {
  const { staff: perms = [], ...rest } = options;
  return row((p, owns) => owns || perms.some((perm) => staffCan(roleOf(p) ?? '', perm)), { on, ...rest });
};
/** The object's owner among accounts of these roles, or anyone of `alsoRoles`. */
export const ownerOr = (on: Fixture, alsoRoles: string[], options: Options = {}) =>
  row((p, owns) => owns || ofRole(p, alsoRoles), { on, ...options });
/** Nobody may succeed (a route kept for the contract that refuses everything here). */
export const nobody = (options?: Options) => row(() => false, options);

export const describeMay = (e: Expectation) =>
  PRINCIPALS.map((p) => `${p}:${e.may(p, false) ? 'y' : 'n'}${e.may(p, true) ? 'y' : 'n'}`).join(' ');
