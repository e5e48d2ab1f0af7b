import { cascadeRef } from './columns.js';
import { users } from './users.js';

/**
 * A required reference to a user (fan, creator or operator), deleted with them. A function
 * declaration, so users.ts can use it too (it is defined before either module runs).
 */
export function userRef(name: string) {
  return cascadeRef(name, () => users.id);
}
